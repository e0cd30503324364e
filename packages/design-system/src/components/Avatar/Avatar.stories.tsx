import preview from '#.storybook/preview';
import { expect, within } from 'storybook/test';

import { Inline } from '../Inline/Inline';
import { Avatar } from './Avatar';

const people = [
  'Ana López',
  'John Smith',
  'Priya Patel',
  'Kenji Sato',
  'Maria Silva',
  'Omar Haddad',
  'Chloé Martin',
  'Diego Hernández',
  'Grace Hopper',
  'Zoë Kravitz',
];

const meta = preview.meta({
  title: 'Data/Avatar',
  component: Avatar,
  args: { name: 'Ana López' },
});

export const Initials = meta.story({
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Ana López' })).toHaveTextContent(
      'AL',
    );
  },
});

export const Picture = meta.story({
  args: {
    src: 'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="%23888"/></svg>',
  },
});

export const Sizes = meta.story({
  render: () => (
    <Inline space="small">
      <Avatar name="Ana López" size="small" />
      <Avatar name="Ana López" size="medium" />
      <Avatar name="Ana López" size="large" />
    </Inline>
  ),
});

/** Each name always gets the same colour; every colour passes AA with the initials. */
export const Palette = meta.story({
  render: () => (
    <Inline space="small">
      {people.map((name) => (
        <Avatar key={name} name={name} size="large" />
      ))}
    </Inline>
  ),
});

export const PaletteDark = Palette.extend({ globals: { theme: 'dark' } });
