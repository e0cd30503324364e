import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Navigation/Disclosure',
  component: Disclosure,
  args: {
    title: 'Merchant Details',
    children: (
      <Stack space="xsmall">
        <Text>AMAZON MARKETPLACE SERVICES</Text>
        <Text tone="muted">amazon.com</Text>
        <Text tone="muted">410 Terry Ave N, Seattle, WA</Text>
      </Stack>
    ),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {};
export const Expanded: Story = { args: { defaultExpanded: true } };

export const Toggle: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Merchant Details' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Disabled: Story = { args: { isDisabled: true } };
export const Spanish: Story = {
  args: { title: 'Detalles del comercio', defaultExpanded: true },
  globals: { locale: 'es' },
};
