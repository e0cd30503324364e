import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Text } from '../Text/Text';
import { Link } from './Link';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { children: 'Resend code', href: '#resend' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const InText: Story = {
  render: (args) => (
    <Text>
      Didn&apos;t get the code? <Link {...args} />
    </Text>
  ),
};

export const Strong: Story = { args: { weight: 'strong' } };

export const FocusVisible: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: 'Resend code' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Spanish: Story = {
  args: { children: 'Reenviar código' },
  globals: { locale: 'es' },
};
