import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { renderWithProviders } from '../../test/render';
import { AttachmentList } from './AttachmentList';
import { shortenName } from './shortenName';

const longName = 'a-very-long-receipt-name-from-the-scanner-app-2026.pdf';

describe('shortenName', () => {
  it('cuts names over 45 characters to 40 and an ellipsis', () => {
    expect(shortenName('x'.repeat(45), 45, 40)).toBe('x'.repeat(45));
    expect(shortenName('x'.repeat(46), 45, 40)).toBe(`${'x'.repeat(40)}…`);
    expect(shortenName('é'.repeat(50), 45, 40)).toBe(`${'é'.repeat(40)}…`);
  });
});

describe('AttachmentList', () => {
  it('opens a file from its name and removes it from a real, named button', async () => {
    const onOpen = vi.fn();
    const onRemove = vi.fn();
    await renderWithProviders(
      <AttachmentList
        label="Receipts"
        items={[
          { id: '1', name: 'lunch.png' },
          { id: '2', name: longName },
        ]}
        onOpen={onOpen}
        onRemove={onRemove}
        removeLabel={(name) => `Remove ${name}`}
        pendingLabel={(name) => `Uploading ${name}`}
      />,
    );
    await expect.element(page.getByRole('list', { name: 'Receipts' })).toBeVisible();
    const long = page.getByRole('button', { name: longName, exact: true });
    await expect.element(long).toHaveTextContent(`${longName.slice(0, 40)}…`);
    await long.click();
    expect(onOpen).toHaveBeenCalledWith({ id: '2', name: longName });

    await userEvent.keyboard('{Tab}');
    const remove = page.getByRole('button', { name: `Remove ${longName}` });
    await expect.element(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledWith({ id: '2', name: longName });
  });

  it('shows a spinner while a file uploads, and no remove button', async () => {
    await renderWithProviders(
      <AttachmentList
        label="Invoices"
        items={[{ id: '1', name: 'invoice.pdf', isPending: true }]}
        onOpen={vi.fn()}
        onRemove={vi.fn()}
        removeLabel={(name) => `Remove ${name}`}
        pendingLabel={(name) => `Uploading ${name}`}
      />,
    );
    await expect
      .element(page.getByRole('progressbar', { name: 'Uploading invoice.pdf' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Remove invoice.pdf' }))
      .not.toBeInTheDocument();
  });
});
