import preview from '#.storybook/preview';

import { Stack } from '../Stack/Stack';
import { Heading, headingLevels } from './Heading';

const meta = preview.meta({
  title: 'Typography/Heading',
  component: Heading,
  args: { level: 1 as const, children: 'Dashboard' },
});

export const Default = meta.story();

export const Levels = meta.story({
  render: () => (
    <Stack space="medium">
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Level {level} heading
        </Heading>
      ))}
    </Stack>
  ),
});

export const LongText = meta.story({
  args: {
    level: 2,
    children:
      'Confirm that you are the legal representative of the company before you continue with the application',
  },
});

export const Dark = meta.story({ globals: { theme: 'dark' } });
