import type { Meta, StoryObj } from '@storybook/react-vite';

import { Stack } from '../Stack/Stack';
import { Text, textSizes, textTones } from './Text';

const meta = {
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Total Balance' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: () => (
    <Stack space="small">
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          {size}: The quick brown fox pays the invoice
        </Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: () => (
    <Stack space="small">
      {textTones.map((tone) => (
        <Text key={tone} tone={tone}>
          {tone}: Card Spend $1,204.50
        </Text>
      ))}
    </Stack>
  ),
};

export const TonesDark: Story = { render: Tones.render, globals: { theme: 'dark' } };

export const Truncated: Story = {
  args: {
    truncate: true,
    children:
      'AMAZON MARKETPLACE SERVICES EU SARL 38 AVENUE JOHN F. KENNEDY LUXEMBOURG L-1855 ORDER 114-2200',
  },
};

export const TabularNumbers: Story = {
  render: () => (
    <Stack space="xsmall" align="right">
      <Text tabularNumbers>$1,111.11</Text>
      <Text tabularNumbers>$98,000.00</Text>
    </Stack>
  ),
};
