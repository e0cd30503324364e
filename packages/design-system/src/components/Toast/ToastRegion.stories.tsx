import preview from '#.storybook/preview';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { ToastRegion } from './ToastRegion';
import { createToastQueue } from './toastQueue';

const meta = preview.meta({
  title: 'Feedback/Toast',
  component: ToastRegion,
  parameters: {
    docs: {
      description: {
        component:
          'Mount one `ToastRegion` near the root; call `showToast({ tone, title?, description })` anywhere. Toasts close after 5000 ms.',
      },
    },
  },
});

function Demo({ timeout = 5000 }: { timeout?: number | null }) {
  // Each story gets its own queue, so stories never share toasts.
  const [queue] = useState(createToastQueue);
  const options = timeout === null ? {} : { timeout };
  return (
    <>
      <Inline space="small">
        <Button
          variant="secondary"
          onPress={() =>
            queue.add({ tone: 'success', description: 'Code sent successfully' }, options)
          }
        >
          Success toast
        </Button>
        <Button
          variant="secondary"
          onPress={() =>
            queue.add(
              { tone: 'error', description: 'Something went wrong! Please try again later.' },
              options,
            )
          }
        >
          Error toast
        </Button>
      </Inline>
      <ToastRegion queue={queue} />
    </>
  );
}

export const Default = meta.story({ render: () => <Demo /> });

export const ErrorToast = meta.story({
  render: () => <Demo timeout={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Error toast' }));
    const region = await canvas.findByRole('region', { name: 'Notifications' });
    await expect(within(region).getByText('Error', { exact: true })).toBeVisible();
    await expect(
      within(region).getByText('Something went wrong! Please try again later.'),
    ).toBeVisible();
  },
});

export const SuccessToast = meta.story({
  render: () => <Demo timeout={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success toast' }));
    await expect(await canvas.findByText('Success', { exact: true })).toBeVisible();
  },
});

/** Auto-close shown with a short timeout; the app's default is 5000 ms. */
export const AutoClose = meta.story({
  render: () => <Demo timeout={300} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success toast' }));
    await expect(await canvas.findByText('Code sent successfully')).toBeVisible();
    await userEvent.unhover(canvasElement);
    await waitFor(() => expect(canvas.queryByText('Code sent successfully')).toBeNull(), {
      timeout: 3000,
    });
  },
});

export const Spanish = meta.story({
  render: () => <Demo timeout={null} />,
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Error toast' }));
    await expect(await canvas.findByRole('region', { name: 'Notificaciones' })).toBeVisible();
  },
});

export const Dark = meta.story({
  render: () => <Demo timeout={null} />,
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Success toast' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Error toast' }));
    await expect(await canvas.findByText('Error', { exact: true })).toBeVisible();
  },
});
