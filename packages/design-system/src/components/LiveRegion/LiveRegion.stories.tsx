import preview from '#.storybook/preview';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { LiveRegion } from './LiveRegion';

const meta = preview.meta({
  title: 'Feedback/LiveRegion',
  component: LiveRegion,
  args: { children: '12 pushed, 2 failed' },
});

export const Default = meta.story();

/** Read only by screen readers; nothing shows. */
export const VisuallyHidden = meta.story({ args: { visuallyHidden: true } });

export const Empty = meta.story({ args: { children: undefined } });

function Progress() {
  const [message, setMessage] = useState('');
  return (
    <Stack space="small">
      <Button
        onPress={() => {
          setMessage('Syncing 14 transactions…');
          setTimeout(() => {
            setMessage('12 pushed, 2 failed');
          }, 800);
        }}
      >
        Sync 14 transactions
      </Button>
      <LiveRegion>{message}</LiveRegion>
    </Stack>
  );
}

/** The region is on the page from the start; only its text changes. */
export const ChangingNews = meta.story({
  render: () => <Progress />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Sync 14 transactions' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Syncing 14 transactions…');
    await expect(await canvas.findByText('12 pushed, 2 failed')).toBeInTheDocument();
  },
});
