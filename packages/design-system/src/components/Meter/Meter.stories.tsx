import preview from '#.storybook/preview';

import { Stack } from '../Stack/Stack';
import { Meter } from './Meter';

const meta = preview.meta({
  title: 'Feedback/Meter',
  component: Meter,
  args: {
    label: 'Spend limit used',
    value: 4200,
    maxValue: 10000,
    valueLabel: '$4,200.00 of $10,000.00',
  },
});

export const Default = meta.story();

export const Thresholds = meta.story({
  render: (args) => (
    <Stack space="large">
      <Meter {...args} value={5000} valueLabel="50%" />
      <Meter {...args} value={8000} valueLabel="80% (caution)" />
      <Meter {...args} value={9500} valueLabel="95% (critical)" />
    </Stack>
  ),
});

export const ThresholdsDark = Thresholds.extend({ globals: { theme: 'dark' } });

export const Portuguese = meta.story({
  args: { label: 'Limite utilizado', valueLabel: undefined },
  globals: { locale: 'pt' },
});
