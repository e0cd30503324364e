// @vitest-environment jsdom
import { http, resetSatMocks, satAccountValid, satSuggestions } from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import SatInvoicesSection from './sat-invoices-section';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['transaction-drawer', 'sat']);
});
afterEach(() => {
  resetSatMocks();
});

const entry = { type: 'card', id: 5001 } as const;
const noFiles = () =>
  server.use(
    http.get('/v2/web/transaction/get-receipt', ({ response }) =>
      response(200).json({ receipts: [] }),
    ),
  );

function show(onFilesChanged = () => undefined) {
  renderApp(<SatInvoicesSection entry={entry} onFilesChanged={onFilesChanged} />);
}

describe("the drawer's SAT Invoices section", () => {
  it('asks to connect the SAT account when there is none', async () => {
    show();
    expect(await screen.findByRole('button', { name: 'SAT Invoices' })).toBeTruthy();
    expect(
      screen.getByText('Please connect SAT account to start matching transactions to invoices.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connect' }).getAttribute('href')).toMatch(
      /\/integrations\/sat$/,
    );
  });

  it('offers the switch with its words while matching is off', async () => {
    resetSatMocks({ account: { ...satAccountValid, matchInvoice: false } });
    show();
    expect(await screen.findByText('Invoice matching feature turned off.')).toBeTruthy();
    expect(screen.getByText('Connected')).toBeTruthy();
    expect(screen.getByRole('switch', { name: /Match invoices to transactions/ })).toBeTruthy();
  });

  it('lists the suggestions with their confidence in words, and attaches one', async () => {
    resetSatMocks({ account: satAccountValid });
    noFiles();
    const changed = vi.fn();
    const user = userEvent.setup();
    show(changed);
    const list = await screen.findByRole('list', { name: 'Suggested invoices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getByText('100% match, likely')).toBeTruthy();
    expect(within(list).getByText('60% match, possible')).toBeTruthy();
    expect(within(list).getAllByText(/% match, unlikely/)).toHaveLength(8);
    expect(within(list).getByText('Why: same RFC, same total, same day')).toBeTruthy();
    expect(within(list).getByText('Partially paid (PPD)')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Pages of SAT invoices' })).toBeTruthy();

    const top = satSuggestions[0]?.issuerName ?? '';
    await user.click(screen.getByRole('button', { name: `Attach the invoice from ${top}` }));
    expect(await screen.findByText('Invoice attached.')).toBeTruthy();
    expect(changed).toHaveBeenCalled();
    expect(
      await screen.findByRole('button', { name: `Remove the invoice from ${top}` }),
    ).toBeTruthy();
  });

  it('refuses a second invoice while the entry holds a file', async () => {
    resetSatMocks({ account: satAccountValid });
    show();
    expect(
      await screen.findByText('Please remove existing invoice before attaching further invoice.'),
    ).toBeTruthy();
    const top = satSuggestions[0]?.issuerName ?? '';
    const button = screen.getByRole('button', { name: `Attach the invoice from ${top}` });
    expect(button.hasAttribute('disabled')).toBe(true);
    // Why it cannot be pressed is said beside it and read with it (issue 43 #16).
    const reasons = (button.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(reasons).toContain('Please remove existing invoice before attaching further invoice.');
  });

  it('says the invoices are being stored, then "No Invoices" once they are', async () => {
    resetSatMocks({ account: satAccountValid });
    const page = (syncInvoiceStatus: 'retrieving' | 'retrieved') =>
      http.post('/v2/web/satws/invoices', ({ response }) =>
        response(200).json({
          data: {
            rows: [],
            count: 0,
            pageSize: 10,
            isSectionAvailable: true,
            isSatwsInvoicesAvailable: true,
            account: { ...satAccountValid, syncInvoiceStatus },
          },
        }),
      );
    server.use(page('retrieving'));
    const { unmount } = renderApp(
      <SatInvoicesSection entry={entry} onFilesChanged={() => undefined} />,
    );
    expect(
      await screen.findByText(
        'We are storing your invoices, this process may take 15 minutes. Check back in soon!',
      ),
    ).toBeTruthy();
    unmount();
    server.use(page('retrieved'));
    show();
    expect(await screen.findByRole('heading', { name: 'No Invoices' })).toBeTruthy();
  });

  it('opens one invoice in a nested drawer with its payments', async () => {
    resetSatMocks({ account: satAccountValid });
    const user = userEvent.setup();
    show();
    const top = satSuggestions[0]?.issuerName ?? '';
    await user.click(
      await screen.findByRole('button', { name: `Details of the invoice from ${top}` }),
    );
    const drawer = await screen.findByRole('dialog', { name: `Invoice from ${top}` });
    expect(within(drawer).getByRole('heading', { name: 'No Payments' })).toBeTruthy();
  });

  it('previews an invoice readable in the drawer, its XML a download away (issue 43 #16)', async () => {
    resetSatMocks({ account: satAccountValid });
    const user = userEvent.setup();
    show();
    const top = satSuggestions[0];
    const issuer = top?.issuerName ?? '';
    await user.click(
      await screen.findByRole('button', { name: `Preview the invoice from ${issuer}` }),
    );
    const drawer = await screen.findByRole('dialog', { name: `Invoice from ${issuer}: preview` });
    expect(await within(drawer).findByText(`${issuer} (${top?.issuerRfc ?? ''})`)).toBeTruthy();
    expect(within(drawer).getByText((top?.invoiceId ?? '').toUpperCase())).toBeTruthy();
    expect(within(drawer).getByText('Servicios')).toBeTruthy();
    expect(within(drawer).getByText('$245.50 MXN')).toBeTruthy();
    const download = within(drawer).getByRole('link', { name: 'Download the XML' });
    expect(download.hasAttribute('download')).toBe(true);
    expect(download.getAttribute('href')).toMatch(/\/api\/v2\/web\/satws\/invoices\/.+\/file\?/);
  });

  it('searches after a pause in typing', async () => {
    resetSatMocks({ account: satAccountValid });
    const user = userEvent.setup();
    show();
    await screen.findByRole('list', { name: 'Suggested invoices' });
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'Oxxo Express');
    await vi.waitFor(
      () => {
        const list = screen.getByRole('list', { name: 'Suggested invoices' });
        expect(within(list).queryByText(/Papelería La Estrella/)).toBeNull();
        expect(within(list).getByText('Oxxo Express')).toBeTruthy();
      },
      { timeout: 3000 },
    );
  });
});
