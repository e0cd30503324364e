import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogTrigger } from './Dialog';
import { RemoveReceiptAlert } from './Dialog.fixtures';

function Example({ isDismissable = true }: { isDismissable?: boolean }) {
  return (
    <DialogTrigger>
      <Button>Change password</Button>
      <Modal isDismissable={isDismissable}>
        <Dialog
          title="Change password"
          actions={({ close }) => <Button onPress={close}>Save</Button>}
        >
          <TextField label="Current password" />
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

describe('Dialog in a Modal', () => {
  it('opens named by its title, traps focus, closes on Escape and returns focus', async () => {
    await renderWithProviders(<Example />);
    const trigger = page.getByRole('button', { name: 'Change password' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect.element(dialog).toBeVisible();
    // Focus moves into the dialog, which is read by its title.
    expect(dialog.element().contains(document.activeElement)).toBe(true);

    // Tab cycles inside the dialog: field, close?, save… and back to the field.
    for (let index = 0; index < 4; index += 1) {
      await userEvent.keyboard('{Tab}');
      expect(dialog.element().contains(document.activeElement)).toBe(true);
    }

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('returns focus to the trigger after its close button', async () => {
    await renderWithProviders(<Example />);
    const trigger = page.getByRole('button', { name: 'Change password' });
    await trigger.click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('has no close button and ignores Escape when not dismissable', async () => {
    await renderWithProviders(<Example isDismissable={false} />);
    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect.element(dialog).toBeVisible();
    expect(page.getByRole('button', { name: 'Close' }).all()).toHaveLength(0);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });
});

describe('AlertDialog', () => {
  it('is an alertdialog that focuses cancel and confirms', async () => {
    const onConfirm = vi.fn((close: () => void) => {
      close();
    });
    await renderWithProviders(<RemoveReceiptAlert onConfirm={onConfirm} />);
    await page.getByRole('button', { name: 'Remove receipt' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove receipt?' });
    await expect.element(dialog).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await expect.element(dialog).not.toBeInTheDocument();
  });
});
