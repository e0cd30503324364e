import preview from '#.storybook/preview';

import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Badge, badgeTones } from './Badge';

const meta = preview.meta({
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Pending' },
});

export const Default = meta.story();

function AllTones() {
  return (
    <Stack space="medium">
      <Inline space="small">
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone}>
            {tone}
          </Badge>
        ))}
      </Inline>
      <Inline space="small">
        {badgeTones.map((tone) => (
          <Badge key={tone} tone={tone} weight="strong">
            {tone}
          </Badge>
        ))}
      </Inline>
    </Stack>
  );
}

export const Tones = meta.story({ render: () => <AllTones /> });
export const TonesDark = meta.story({ render: () => <AllTones />, globals: { theme: 'dark' } });
export const New = meta.story({ args: { children: 'NEW', tone: 'brand', weight: 'strong' } });
export const Count = meta.story({ args: { children: '3', tone: 'brand', weight: 'strong' } });
