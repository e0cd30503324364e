// @vitest-environment jsdom
// /document (issue 41): the company's documents in one table, searched and filtered by kind in
// the address, each opened through its link, and Upload document with its checks and the
// server's refusal in the user's language.
import { failWith, http } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { DocumentsPage } from './documents-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['shell', 'documents']);
  // jsdom's XMLHttpRequest is not the browser's (msw answers fetch here): without it, the
  // upload goes by fetch and reports its progress once, at the end.
  vi.stubGlobal('XMLHttpRequest', undefined);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

function open(path = '/document', goTo: (url: string) => void = () => undefined) {
  const location = memoryLocation({ path, record: true });
  renderApp(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <DocumentsPage goTo={goTo} />
    </Router>,
  );
  // The zone judges a file's type itself (as a drop would bring any file), not the chooser.
  return { location, user: userEvent.setup({ applyAccept: false }) };
}

describe('the documents page', () => {
  it('lists every kind with its date, signer and an upload’s state and reason', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload document' })).toBeTruthy();
    const table = await screen.findByRole('grid', { name: 'Documents' });
    expect(within(table).getByText('form-w9.pdf')).toBeTruthy();
    expect(within(table).getByText('Pre-Authorized Debit (PAD) Agreement')).toBeTruthy();
    expect(within(table).getByText('Pending')).toBeTruthy();
    expect(within(table).getByText('Approved')).toBeTruthy();
    expect(within(table).getByText('Rejected')).toBeTruthy();
    expect(within(table).getByText('Reason: The bill is older than 90 days.')).toBeTruthy();
    expect(screen.getByText('7 documents')).toBeTruthy();
  });

  it('keeps the kind and the search in the address', async () => {
    const { location, user } = open('/document?kind=upload');
    const table = await screen.findByRole('grid', { name: 'Documents' });
    await vi.waitFor(() => {
      expect(within(table).queryByText('Pre-Authorized Debit (PAD) Agreement')).toBeNull();
    });
    expect(screen.getByText('3 documents')).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'utility{Enter}');
    await vi.waitFor(() => {
      expect(location.history.at(-1)).toBe('/document?kind=upload&q=utility');
    });
    expect(await screen.findByText('1 document')).toBeTruthy();
  });

  it('says when nothing matches, and when the list cannot be read', async () => {
    open('/document?q=nothing-like-this');
    expect(await screen.findByText('No documents match')).toBeTruthy();
    server.use(failWith('listCompanyDocuments', 404));
    open('/document?kind=card');
    expect(await screen.findByText('Your documents could not be loaded.')).toBeTruthy();
  });

  it('opens a document through its link', async () => {
    const goTo = vi.fn();
    const { user } = open('/document', goTo);
    await user.click(await screen.findByRole('button', { name: 'Download form-w9.pdf' }));
    await vi.waitFor(() => {
      expect(goTo).toHaveBeenCalledWith(
        '/files/documents/upload/8d2b6a1e-0f0c-4b52-9a53-7d4d1f3b8c21?signature=mock',
      );
    });
  });

  it('uploads a document after checking its type, and shows the server’s refusal', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload document' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByText('File not selected.')).toBeTruthy();
    expect(within(dialog).getAllByText('Choose what the document is.')).not.toHaveLength(0);

    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await within(dialog).findByText('Only these file types are allowed: png, jpg, jpeg, pdf.'),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: /Document type/ }));
    await user.click(await screen.findByRole('option', { name: 'Tax form' }));
    await user.upload(input, new File(['%PDF-1.4'], 'w9.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('Chosen file: w9.pdf')).toBeTruthy();

    server.use(
      failWith(
        'uploadCompanyDocument',
        415,
        'Only these file types are allowed: png, jpg, jpeg, pdf.',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(
      await within(dialog).findAllByText('Only these file types are allowed: png, jpg, jpeg, pdf.'),
    ).not.toHaveLength(0);

    // jsdom's form body is not one msw can read back: the new document is answered as such.
    server.use(
      http.post('/v2/web/documents', ({ response }) =>
        response(201).json({
          id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
          kind: 'upload',
          name: 'w9.pdf',
          date: '2026-01-05T10:00:00.000Z',
          signer: 'Avery Collins',
          category: 'tax-form',
          status: 'pending',
          rejectionReason: null,
          sizeBytes: 8,
        }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('w9.pdf was uploaded. It is pending review.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Upload document' })).toBeNull();
  });
  it('follows an upload until Outlay reviews it, and says the outcome in a live region', async () => {
    const uploaded = {
      id: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d',
      kind: 'upload' as const,
      name: 'proof.png',
      date: '2026-01-05T10:00:00.000Z',
      signer: 'Avery Collins',
      category: 'proof-of-address' as const,
      sizeBytes: 8,
    };
    let reviewed = false;
    let reads = 0;
    server.use(
      http.post('/v2/web/documents', ({ response }) =>
        response(201).json({ ...uploaded, status: 'pending', rejectionReason: null }),
      ),
      http.get('/v2/web/documents', ({ response }) => {
        reads += 1;
        // Rejected from the second read after the upload on.
        if (reads > 2) reviewed = true;
        return response(200).json({
          documents: [
            reviewed
              ? {
                  ...uploaded,
                  status: 'rejected',
                  rejectionReason: 'The image is too small to read.',
                }
              : { ...uploaded, status: 'pending', rejectionReason: null },
          ],
          total: 1,
          page: 1,
          pageSize: 25,
          pages: 1,
        });
      }),
    );
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Upload document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload document' });
    await user.click(within(dialog).getByRole('button', { name: /Document type/ }));
    await user.click(await screen.findByRole('option', { name: 'Proof of address' }));
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['\x89PNG'], 'proof.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const said = await screen.findByText(
      'proof.png was reviewed and rejected: The image is too small to read.',
      undefined,
      // An upper bound: the list is read again every 3 s while the upload is pending.
      { timeout: 15_000 },
    );
    expect(said.closest('[aria-live]')).toBeTruthy();
    const table = screen.getByRole('grid', { name: 'Documents' });
    expect(within(table).getByText('Rejected')).toBeTruthy();
  }, 30_000);
});
