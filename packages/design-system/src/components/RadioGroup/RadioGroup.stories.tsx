import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Radio, RadioGroup } from './RadioGroup';

const meta = {
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
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Authenticator app' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('app');
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'email' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'email' } };
export const Invalid: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: 'Choose how to verify your account.' },
};
export const WithDescription: Story = {
  args: { description: 'You can change this later in Settings.' },
};

export const Portuguese: Story = {
  args: { label: 'Como você quer verificar sua conta?' },
  globals: { locale: 'pt' },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="email">Código por e-mail</Radio>
      <Radio value="app">Aplicativo autenticador</Radio>
    </RadioGroup>
  ),
};
