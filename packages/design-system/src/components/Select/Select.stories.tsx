import preview from '#.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Select, SelectItem } from './Select';

const ranges = [
  { id: 'current-month', name: 'Current Month' },
  { id: 'last-7', name: 'Last 7 days' },
  { id: 'last-14', name: 'Last 14 days' },
  { id: 'last-30', name: 'Last 30 days' },
  { id: 'statement', name: 'Last Statement Cycle' },
  { id: 'custom', name: 'Custom' },
];

const meta = preview.meta({
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Date range',
    defaultValue: 'last-30',
    onChange: fn(),
    children: null,
  },
  render: (args) => (
    <Select {...args} items={ranges}>
      {(item: (typeof ranges)[number]) => <SelectItem id={item.id}>{item.name}</SelectItem>}
    </Select>
  ),
});

export const Default = meta.story();

export const ChooseWithKeyboard = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await canvas.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('statement');
  },
});

export const Open = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Date range/ }));
    await within(canvasElement).findByRole('listbox');
  },
});

export const Placeholder = meta.story({
  args: { defaultValue: undefined, placeholder: 'Select a range' },
});
export const Disabled = meta.story({ args: { isDisabled: true } });
export const Invalid = meta.story({
  args: {
    defaultValue: undefined,
    isInvalid: true,
    errorMessage: 'Choose a date range.',
  },
});

export const Spanish = meta.story({
  args: { label: 'Estado', defaultValue: 'all' },
  globals: { locale: 'es' },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="all">Todas</SelectItem>
      <SelectItem id="pending">Pendientes</SelectItem>
      <SelectItem id="posted">Contabilizadas</SelectItem>
    </Select>
  ),
});

/** Two people of one name: the email under each tells them apart, in their names too. */
export const SameNames = meta.story({
  args: { label: 'Holder', defaultValue: 'noah-2' },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="noah-1" secondary="noah.patel@demo.outlay.test">
        Noah Patel
      </SelectItem>
      <SelectItem id="noah-2" secondary="noah.p@demo.outlay.test">
        Noah Patel
      </SelectItem>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Holder/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    // The popover fades in: wait until the chosen option is shown, named by its email too.
    const chosen = within(listbox).getByRole('option', {
      name: 'Noah Patel noah.p@demo.outlay.test',
    });
    await waitFor(() => expect(chosen).toBeVisible());
    await expect(
      within(listbox).getByRole('option', { name: 'Noah Patel noah.patel@demo.outlay.test' }),
    ).toBeInTheDocument();
  },
});
