import preview from '#.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { PasswordField } from '../PasswordField/PasswordField';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { AlertDialog } from './AlertDialog';
import { Dialog, DialogTrigger } from './Dialog';
import { RemoveReceiptAlert, removeReceipt } from './Dialog.fixtures';

const meta = preview.meta({
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { title: 'Change password', children: null },
});

function ChangePassword({
  isDismissable = true,
  title,
}: {
  isDismissable?: boolean;
  title: string;
}) {
  return (
    <Stack space="medium">
      <PasswordField label="Current password" />
      <PasswordField label="New password" autoComplete="new-password" />
      {!isDismissable && (
        <Text tone="muted" size="small">
          Your password must be changed before you continue ({title}).
        </Text>
      )}
    </Stack>
  );
}

/** Opens from its trigger; Escape closes it and focus returns to the trigger. */
export const Default = meta.story({
  render: (args) => (
    <DialogTrigger>
      <Button>Change password</Button>
      <Modal>
        <Dialog
          {...args}
          actions={({ close }) => (
            <>
              <Button variant="secondary" onPress={close}>
                Cancel
              </Button>
              <Button onPress={close}>Save</Button>
            </>
          )}
        >
          <ChangePassword title={args.title} />
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Change password' });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Change password' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

/** Open, as a designer reviews it. */
export const Open = meta.story({
  render: (args) => (
    <Modal defaultOpen>
      <Dialog {...args} actions={<Button>Save</Button>}>
        <ChangePassword title={args.title} />
      </Dialog>
    </Modal>
  ),
});

/** The forced password change: no close button, Escape and clicks outside do nothing. */
export const NonDismissable = meta.story({
  args: { title: 'Change your password' },
  render: (args) => (
    <Modal defaultOpen isDismissable={false}>
      <Dialog {...args} actions={({ close }) => <Button onPress={close}>Change password</Button>}>
        <ChangePassword isDismissable={false} title={args.title} />
      </Dialog>
    </Modal>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await canvas.findByRole('dialog', { name: 'Change your password' });
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).toBeVisible());
  },
});

export const Alert = meta.story({
  render: () => (
    <RemoveReceiptAlert
      onConfirm={fn((close: () => void) => {
        close();
      })}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove receipt' }));
    const dialog = await canvas.findByRole('alertdialog', { name: 'Remove receipt?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
});

export const AlertPending = meta.story({
  render: () => (
    <AlertDialog {...removeReceipt} defaultOpen isPending onConfirm={() => undefined} />
  ),
});

export const LongText = meta.story({
  args: {
    title: 'Confirm that you are the legal representative of Acme Industrial Supplies LLC',
  },
  render: (args) => (
    <Modal defaultOpen size="small">
      <Dialog {...args} actions={<Button>I confirm</Button>}>
        <Text>
          By confirming, you declare that you are authorised to act on behalf of the company and to
          accept the card program agreement, the electronic communications consent and the privacy
          policy on its behalf. You can review these documents at any time in Settings.
        </Text>
      </Dialog>
    </Modal>
  ),
});

export const Spanish = meta.story({
  args: { title: 'Cambiar contraseña' },
  globals: { locale: 'es' },
  render: (args) => (
    <Modal defaultOpen>
      <Dialog {...args} actions={<Button>Guardar</Button>}>
        <PasswordField label="Contraseña actual" />
      </Dialog>
    </Modal>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  },
});

export const Dark = Open.extend({ globals: { theme: 'dark' } });
