import { expect, type Page, type Response } from '@playwright/test';
import type { ReceiptInbox } from '../../packages/api-client/src/generated/schema';

const afterLoad = { timeout: 30_000 };

/**
 * Opens the page and answers what its inbox read said (the purchases missing a receipt). Each
 * answer's body is read as it arrives: the sign-in may have landed here already, and a body
 * waited for afterwards is gone once `goto` navigates away from it.
 */
export async function openReceipts(page: Page): Promise<ReceiptInbox> {
  let inbox: ReceiptInbox | undefined;
  const onResponse = (response: Response) => {
    if (!response.url().endsWith('/api/v2/web/receipt-inbox') || !response.ok()) return;
    response.json().then(
      (body) => {
        inbox = body as ReceiptInbox;
      },
      () => undefined,
    );
  };
  page.on('response', onResponse);
  await page.goto('/client/receipts');
  await expect(page.getByRole('heading', { level: 1, name: 'Receipts' })).toBeVisible(afterLoad);
  await expect.poll(() => inbox !== undefined, afterLoad).toBe(true);
  page.off('response', onResponse);
  if (!inbox) throw new Error('the receipts page did not read its inbox');
  return inbox;
}
