import preview from '#.storybook/preview';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { NotificationButton } from './NotificationButton';

const meta = preview.meta({
  title: 'Feedback/NotificationButton',
  component: NotificationButton,
  args: {
    label: 'Notifications, 3 unread',
    count: 3,
    title: 'Notifications',
    children: (
      <Stack space="medium" component="ul">
        <Text>A purchase of $12.50 at Blue Bottle Coffee on card 4417 was declined.</Text>
        <Text>Ana Silva accepted your invitation.</Text>
        <Text>Someone signed in from a new device (Firefox, Windows).</Text>
      </Stack>
    ),
  },
});

export const Default = meta.story();

export const NoneUnread = meta.story({ args: { label: 'Notifications', count: 0 } });

/** The badge stops at 99+; the name keeps the exact count. */
export const Many = meta.story({ args: { label: 'Notifications, 120 unread', count: 120 } });

export const Spanish = meta.story({
  args: { label: 'Notificaciones, 3 sin leer', title: 'Notificaciones' },
  globals: { locale: 'es' },
});

export const OpenWithKeyboard = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const bell = canvas.getByRole('button', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    await expect(dialog).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(bell).toHaveFocus());
  },
});

function Arriving() {
  const [count, setCount] = useState(1);
  return (
    <Stack space="medium">
      <NotificationButton
        label={`Notifications, ${String(count)} unread`}
        count={count}
        title="Notifications"
        announcement={count > 1 ? `${String(count)} unread notifications` : ''}
      >
        <Text>Ana Silva accepted your invitation.</Text>
      </NotificationButton>
      <Button
        variant="secondary"
        onPress={() => {
          setCount((value) => value + 1);
        }}
      >
        Send one more
      </Button>
    </Stack>
  );
}

/** A new notification changes the name and is read out by the polite region. */
export const NewOneAnnounced = meta.story({
  render: () => <Arriving />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'Send one more' }));
    await expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('2 unread notifications');
  },
});
