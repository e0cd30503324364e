import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Checkbox } from './Checkbox';

const meta = preview.meta({
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Statement View', onChange: fn() },
});

export const Default = meta.story();

export const Toggle = meta.story({
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Statement View' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
});

export const Selected = meta.story({ args: { defaultSelected: true } });
export const Indeterminate = meta.story({
  args: { isIndeterminate: true, children: 'Select all' },
});

export const FocusVisible = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('checkbox')).toHaveFocus();
  },
});

export const Disabled = meta.story({ args: { isDisabled: true } });
export const Invalid = meta.story({
  args: { isInvalid: true, children: 'I accept the Terms and Conditions' },
});

export const LongText = meta.story({
  args: {
    children:
      'Show transactions matching monthly statement summaries by posted date within the selected calendar month, using the month start and end of the posted date range.',
  },
});

export const Spanish = meta.story({
  args: { children: 'Vista de estado de cuenta' },
  globals: { locale: 'es' },
});
