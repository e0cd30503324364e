// @vitest-environment jsdom
// The drawer's files and its SAT Invoices come from two features that share the entry's files:
// what one changes, the other shows.
import { http, resetSatMocks, satAccountValid, satSuggestions } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, it, expect, vi } from 'vitest';
import SatInvoicesSection from '@/features/sat/components/sat-invoices-section';
import { AttachmentsSection } from '@/features/transaction-drawer/components/attachments-section';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['transaction-drawer', 'sat']);
});
afterEach(() => {
  resetSatMocks();
});

const entry = { type: 'card', id: 5001 } as const;

describe("the drawer's files and SAT Invoices", () => {
  it('stops saying "Attached" once the invoice\'s file is removed from the receipts', async () => {
    resetSatMocks({ account: satAccountValid });
    const top = satSuggestions[0];
    const issuer = top?.issuerName ?? '';
    // The server: the matched invoice's CFDI is the entry's file until it is removed.
    let attached = true;
    const cfdi = {
      id: '9b2e4c6a-1d3f-4e5a-8b7c-000000000001',
      receiptName: 'CFDI.xml',
      type: 'receipt' as const,
      contentType: 'application/xml',
      sizeBytes: 1000,
      createdAt: '2026-01-04T10:00:00.000Z',
      url: '/api/v2/web/receipts/1/file?expires=1&signature=x',
    };
    server.use(
      http.get('/v2/web/transaction/get-receipt', ({ response }) =>
        response(200).json({ receipts: attached ? [cfdi] : [] }),
      ),
      http.delete('/v2/web/transaction/delete-receipt', ({ response }) => {
        attached = false;
        return response(200).json({ receipts: [] });
      }),
      http.post('/v2/web/satws/invoices', ({ response }) =>
        response(200).json({
          data: {
            rows: satSuggestions.slice(0, 2).map((invoice, index) => ({
              ...invoice,
              isInvoiceMatched: attached && index === 0,
              receiptId: attached && index === 0 ? cfdi.id : null,
            })),
            count: 2,
            pageSize: 10,
            isSectionAvailable: true,
            isSatwsInvoicesAvailable: true,
            account: satAccountValid,
          },
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp(
      <>
        <AttachmentsSection owner="card" entryId={entry.id} onChanged={() => undefined} />
        <SatInvoicesSection entry={entry} onFilesChanged={() => undefined} />
      </>,
    );
    const list = await screen.findByRole('list', { name: 'Suggested invoices' });
    expect(within(list).getByText('Attached', { exact: true })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Remove CFDI.xml' }));
    await vi.waitFor(() => {
      expect(within(list).queryByText('Attached', { exact: true })).toBeNull();
    });
    expect(
      within(list).getByRole('button', { name: `Attach the invoice from ${issuer}` }),
    ).toHaveProperty('disabled', false);
  });
});
