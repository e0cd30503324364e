import preview from '#.storybook/preview';

import { Stack } from '../Stack/Stack';
import { Text, textSizes, textTones } from './Text';

const meta = preview.meta({
  title: 'Typography/Text',
  component: Text,
  args: { children: 'Total Balance' },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'select', options: textTones },
  },
});

export const Default = meta.story();

export const Sizes = meta.story({
  render: () => (
    <Stack space="small">
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          {size}: The quick brown fox pays the invoice
        </Text>
      ))}
    </Stack>
  ),
});

export const Tones = meta.story({
  render: () => (
    <Stack space="small">
      {textTones.map((tone) => (
        <Text key={tone} tone={tone}>
          {tone}: Card Spend $1,204.50
        </Text>
      ))}
    </Stack>
  ),
});

export const TonesDark = Tones.extend({ globals: { theme: 'dark' } });

export const Truncated = meta.story({
  args: {
    truncate: true,
    children:
      'AMAZON MARKETPLACE SERVICES EU SARL 38 AVENUE JOHN F. KENNEDY LUXEMBOURG L-1855 ORDER 114-2200',
  },
});

export const TabularNumbers = meta.story({
  render: () => (
    <Stack space="xsmall" align="right">
      <Text tabularNumbers>$1,111.11</Text>
      <Text tabularNumbers>$98,000.00</Text>
    </Stack>
  ),
});
