// The company's documents through the real server (issue 41): Northwind's admin opens
// /document, filters it by kind and searches it (both kept in the address), uploads a PDF with
// "Upload document" and sees it Pending at the top; a wrong file type is refused in the dialog.
// axe on every settled state.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { signInToShell } from './support/sign-in';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

function sampleFile(name: string, content: string): string {
  const path = join(tmpdir(), `outlay-e2e-${String(process.pid)}-${name}`);
  writeFileSync(path, content, 'latin1');
  return path;
}

test('admin: lists the documents, filters and searches them, uploads a PDF and sees it Pending', async ({
  page,
}) => {
  await signInToShell(page, 'admin@demo.outlay.test', '/client/document');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Documents' });
  // Every kind, newest first, a page at a time.
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/^[\d,]+ documents$/)).toBeVisible();
  await expectNoAxeViolations(page, 'documents: every kind');

  // The kind filter, kept in the address.
  await page.getByRole('button', { name: /Kind/ }).click();
  await page.getByRole('option', { name: 'Uploaded document' }).click();
  await expect(page).toHaveURL(/\/client\/document\?kind=upload$/);
  await expect(table.getByText('Rejected')).toBeVisible();
  await expect(table.getByText(/^Reason: The bill is older than 90 days/)).toBeVisible();
  await expect(table.getByText('Statement')).toHaveCount(0);
  await expectNoAxeViolations(page, 'documents: uploads only');

  // The search, kept in the address too; one that finds nothing says so.
  const search = page.getByRole('searchbox', { name: 'Search documents' });
  await search.fill('utility');
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=utility/);
  await expect(table.getByRole('row')).toHaveCount(3);
  await search.fill('nothing like this');
  await search.press('Enter');
  await expect(page.getByText('No documents match')).toBeVisible();
  await expectNoAxeViolations(page, 'documents: nothing matches');
  await search.fill('');
  await search.press('Enter');
  await expect(table.getByText('articles-of-incorporation.pdf')).toBeVisible();

  // Upload document: a wrong type is refused in the dialog, a PDF goes up and lands Pending.
  await page.getByRole('button', { name: 'Upload document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload document' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'documents: the upload dialog');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('File not selected.')).toBeVisible();
  await expectNoAxeViolations(page, 'documents: the upload dialog with its errors');

  const chooser = dialog.locator('input[type="file"]');
  await chooser.setInputFiles(sampleFile('notes.txt', 'just some words'));
  await expect(
    dialog.getByText('Only these file types are allowed: png, jpg, jpeg, pdf.'),
  ).toBeVisible();

  await dialog.getByRole('button', { name: /Document type/ }).click();
  await page.getByRole('option', { name: 'Proof of address' }).click();
  await chooser.setInputFiles(
    sampleFile(
      'lease-2026.pdf',
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ),
  );
  await expect(dialog.getByText(/^Chosen file: outlay-e2e-.*lease-2026\.pdf$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(
    page.getByText(/lease-2026\.pdf was uploaded\. It is pending review\./),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  const first = table.getByRole('row').nth(1);
  await expect(first.getByText(/lease-2026\.pdf$/)).toBeVisible();
  await expect(first.getByText('Pending')).toBeVisible();
  await expect(first.getByText('Proof of address')).toBeVisible();
  await expectNoAxeViolations(page, 'documents: the new upload, Pending');

  // Outlay's reviewer reads it on the job queue: a PDF without a page cannot be read, so it is
  // rejected with the reason, and the page says so as it lands.
  await expect(
    page.getByText(/lease-2026\.pdf was reviewed and rejected: The file could not be read\./),
  ).toBeAttached({ timeout: 30_000 });
  await expect(first.getByText('Rejected')).toBeVisible();
  await expect(first.getByText(/^Reason: The file could not be read\./)).toBeVisible();
  await expectNoAxeViolations(page, 'documents: the new upload, reviewed and rejected');
});
