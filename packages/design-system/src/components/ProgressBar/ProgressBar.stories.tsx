import preview from '#.storybook/preview';

import { ProgressBar } from './ProgressBar';

const meta = preview.meta({
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading receipt', value: 40 },
});

export const Default = meta.story();
export const Complete = meta.story({ args: { value: 100, tone: 'positive' } });
export const Indeterminate = meta.story({ args: { isIndeterminate: true } });
export const CustomValueLabel = meta.story({
  args: { label: 'Sign-up', value: 3, maxValue: 7, valueLabel: 'Step 3 of 7' },
});
export const Spanish = meta.story({
  args: { label: 'Subiendo recibo', value: 65 },
  globals: { locale: 'es' },
});
export const Dark = meta.story({ globals: { theme: 'dark' } });
