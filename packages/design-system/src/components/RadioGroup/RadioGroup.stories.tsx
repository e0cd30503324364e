import preview from '#.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Radio, RadioGroup } from './RadioGroup';

const meta = preview.meta({
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'How do you want to verify your account?',
    onChange: fn(),
    children: null,
  },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="email">Email code</Radio>
      <Radio value="app">Authenticator app</Radio>
    </RadioGroup>
  ),
});

export const Default = meta.story();

export const Keyboard = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('app');
  },
});

export const Horizontal = meta.story({
  args: { orientation: 'horizontal', defaultValue: 'email' },
});
export const Disabled = meta.story({ args: { isDisabled: true, defaultValue: 'email' } });
export const Invalid = meta.story({
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose how to verify your account.' },
});
export const WithDescription = meta.story({
  args: { description: 'You can change this later in Settings.' },
});

export const Portuguese = meta.story({
  args: { label: 'Como você quer verificar sua conta?' },
  globals: { locale: 'pt' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="email">Código por e-mail</Radio>
      <Radio value="app">Aplicativo autenticador</Radio>
    </RadioGroup>
  ),
});
