import preview from '#.storybook/preview';

import { Stack } from '../Stack/Stack';
import { Skeleton } from './Skeleton';

const meta = preview.meta({
  title: 'Feedback/Skeleton',
  component: Skeleton,
});

export const Text = meta.story({ args: { lines: 3 } });

export const Shapes = meta.story({
  render: () => (
    <Stack space="large">
      <Skeleton shape="circle" label="Loading avatar" />
      <Skeleton shape="heading" width="1/2" label="Loading title" />
      <Skeleton shape="field" label="Loading field" />
      <Skeleton shape="block" label="Loading chart" />
    </Stack>
  ),
});

export const Dark = meta.story({ args: { lines: 2 }, globals: { theme: 'dark' } });
