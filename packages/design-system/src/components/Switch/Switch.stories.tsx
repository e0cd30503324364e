import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Switch } from './Switch';

const meta = preview.meta({
  title: 'Forms/Switch',
  component: Switch,
  args: { children: 'Allow physical cards', onChange: fn() },
});

export const Default = meta.story();
export const On = meta.story({ args: { defaultSelected: true } });

export const Toggle = meta.story({
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Allow physical cards' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
});

export const FocusVisible = meta.story({
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('switch')).toHaveFocus();
  },
});

export const Disabled = meta.story({ args: { isDisabled: true } });
export const Dark = meta.story({ args: { defaultSelected: true }, globals: { theme: 'dark' } });
export const Spanish = meta.story({
  args: { children: 'Permitir tarjetas físicas' },
  globals: { locale: 'es' },
});
