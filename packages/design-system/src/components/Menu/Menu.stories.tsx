import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { MenuButton, MenuItem } from './Menu';

const meta = {
  title: 'Actions/MenuButton',
  component: MenuButton,
  args: { label: 'Export', onAction: fn(), children: null },
  render: (args) => (
    <MenuButton {...args}>
      <MenuItem id="csv">CSV</MenuItem>
      <MenuItem id="pdf">PDF</MenuItem>
      <MenuItem id="excel">Excel</MenuItem>
    </MenuButton>
  ),
} satisfies Meta<typeof MenuButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardExport: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await canvas.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'CSV' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onAction).toHaveBeenCalledTimes(1));
    await expect(args.onAction).toHaveBeenCalledWith('pdf', undefined);
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await within(canvasElement).findByRole('menu');
  },
};

export const Pending: Story = { args: { isPending: true } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Spanish: Story = { args: { label: 'Exportar' }, globals: { locale: 'es' } };
