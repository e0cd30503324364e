import preview from '#.storybook/preview';
import { expect, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { HiddenVisually } from './HiddenVisually';

const meta = preview.meta({
  title: 'Layout/HiddenVisually',
  component: HiddenVisually,
  args: { below: 'md' as const, children: 'Language: ' },
  render: (args) => (
    <Button variant="quiet">
      <HiddenVisually {...args} />
      English
    </Button>
  ),
});

/** On a wide screen the words show; the button is named by all of them either way. */
export const Wide = meta.story({
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Language: English' }),
    ).toBeVisible();
  },
});

/** Hidden on every screen: an icon's name, read but never drawn. */
export const Always = meta.story({ args: { below: undefined, children: 'Language: ' } });

/** A phone: try the sm viewport in the toolbar; "Language:" is read, not drawn. */
export const Narrow = meta.story({
  globals: { viewport: { value: 'sm', isRotated: false } },
});
