import preview from '#.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { MenuButton, MenuItem } from './Menu';

const meta = preview.meta({
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
});

export const Default = meta.story();

export const KeyboardExport = meta.story({
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
});

export const Open = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Export' }));
    await within(canvasElement).findByRole('menu');
  },
});

export const Pending = meta.story({ args: { isPending: true } });
export const Disabled = meta.story({ args: { isDisabled: true } });
export const Spanish = meta.story({ args: { label: 'Exportar' }, globals: { locale: 'es' } });
