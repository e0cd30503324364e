// @vitest-environment jsdom
// /payrent and /payrent-review (issue 35): the landlord, the property, the rent with its fee
// shown as it is typed, the card; the problems of an incomplete form; the review, a fresh code,
// the payment sent once under its key and followed until the landlord is paid; the payments
// made; loading, empty (no card, no payments) and error states.
import type { CreateRentPaymentRequest } from '@outlay/api-client';
import {
  failWith,
  http,
  mexicanRentPaymentFixture,
  rentOverviewFixture,
  rentPaymentFixture,
  rentScheduleFixture,
} from '@outlay/api-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerificationContext, type Verify } from '@/lib/verification';
import { startMockServer } from '@/testing/mock-server';
import { prepareApp, renderApp } from '@/testing/render-app';
import { RentPage } from './rent-page';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

const server = startMockServer();
beforeAll(async () => {
  await prepareApp(['shell', 'rent', 'verification']);
  // jsdom's XMLHttpRequest is not the browser's (msw answers fetch here): without it, an
  // upload goes by fetch and reports its progress once, at the end.
  vi.stubGlobal('XMLHttpRequest', undefined);
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  sessionStorage.clear();
  window.history.pushState(null, '', '/payrent');
});

const noCode = vi.fn<Verify>(() => Promise.resolve(null));
const renderRent = (page = <RentPage />, verify: Verify = noCode) =>
  renderApp(<VerificationContext value={verify}>{page}</VerificationContext>);

/** Types into a field at once (the page's flow takes each change as one event). */
async function fill(user: ReturnType<typeof userEvent.setup>, name: RegExp, value: string) {
  await user.click(await screen.findByRole('textbox', { name }));
  await user.paste(value);
}

describe('the rent pages', () => {
  it('shows the fee as the rent is typed, reviews it, and pays it behind a fresh code', async () => {
    const user = userEvent.setup();
    const sent: CreateRentPaymentRequest[] = [];
    const pending = { ...rentPaymentFixture, id: 42, status: 'pending' as const, settledAt: null };
    server.use(
      http.post('/v2/web/rent/payments', async ({ request, response }) => {
        sent.push(await request.json());
        server.use(
          http.get('/v2/web/rent/payments', ({ response: answer }) =>
            answer(200).json({
              ...rentOverviewFixture,
              payments: [{ ...pending, status: 'completed' }, rentPaymentFixture],
            }),
          ),
        );
        return response(201).json(pending);
      }),
    );
    const verify = vi.fn<Verify>(() => Promise.resolve('a'.repeat(43)));
    renderRent(<RentPage />, verify);
    expect(screen.getByRole('heading', { level: 1, name: 'Pay rent' })).toBeTruthy();
    await fill(user, /Landlord name/, 'Maple Properties');
    await fill(user, /Landlord address/, '12 Elm Street, Springfield');
    await fill(user, /routing number/, '021000021');
    await fill(user, /account number/, '123456789');
    await fill(user, /Property address/, '400 Market Street');
    await fill(user, /Rent amount/, '2500');
    expect(
      screen.getByText('Card fee: $74.75 USD. Your card is charged $2,574.75 USD in all.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(
      await screen.findByText('Bank transfer to routing 021000021, account ending 6789'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay rent of $2,574.75 USD' }));
    expect(
      await screen.findAllByText('Maple Properties was paid. Your card was charged $2,574.75 USD.'),
    ).not.toHaveLength(0);
    expect(verify).toHaveBeenCalledWith({ actionType: 'PAY_RENT' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      landlordName: 'Maple Properties',
      payoutMethod: 'bank',
      amountMinor: 250_000,
      fee: 7_475,
      cardId: 7,
      frequency: 'monthly',
      actionCode: 'a'.repeat(43),
    });
    expect(sessionStorage.getItem('outlay.rent.draft')).toBeNull();
  });

  it('names what keeps the form from its review', async () => {
    const user = userEvent.setup();
    renderRent();
    await fill(user, /Landlord name/, 'Maple Properties');
    await fill(user, /Landlord address/, '12 Elm Street');
    await fill(user, /routing number/, '0210');
    await fill(user, /account number/, '123456789');
    await fill(user, /Property address/, '400 Market Street');
    await fill(user, /Rent amount/, '0');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findAllByText('A routing number has 9 digits.')).not.toHaveLength(0);
    expect(
      screen.getAllByText('Enter the rent as an amount above zero, such as 2500.00.'),
    ).not.toHaveLength(0);
    expect(screen.queryByText('Charged to your card')).toBeNull();
  });

  it('opens the kept draft on the review page', async () => {
    sessionStorage.setItem(
      'outlay.rent.draft',
      JSON.stringify({
        idempotencyKey: '7b0e6f3a-4c1d-4e8b-a2f5-9d3c8e1b6a70',
        draft: {
          landlordName: 'Ada Lovelace',
          landlordAddress: '1 Main Street',
          payoutMethod: 'cheque',
          routingNumber: '',
          accountNumber: '',
          clabe: '',
          propertyAddress: '2 Main Street',
          amount: '1200',
          frequency: 'once',
          cardId: 7,
        },
      }),
    );
    window.history.pushState(null, '', '/payrent-review');
    renderRent(<RentPage review />);
    expect(await screen.findByText('Cheque posted to 1 Main Street')).toBeTruthy();
    // Opened with its draft, the review stays the review (not sent back to the form).
    expect(window.location.pathname).toBe('/payrent-review');
    expect(screen.getByText('$1,235.88 USD')).toBeTruthy();
    // The review keeps the draft it opened: a reload (or the form) finds it again.
    const kept = JSON.parse(sessionStorage.getItem('outlay.rent.draft') ?? 'null') as {
      draft: { amount: string };
    } | null;
    expect(kept?.draft.amount).toBe('1200');
  });

  it('lists the payments made, and says when there are none, no card, or no answer', async () => {
    const { unmount } = renderRent();
    expect(await screen.findByText('Paid')).toBeTruthy();
    unmount();
    server.use(
      http.get('/v2/web/rent/payments', ({ response }) =>
        response(200).json({ ...rentOverviewFixture, payments: [] }),
      ),
    );
    const second = renderRent();
    expect(await screen.findByText('No rent payments yet')).toBeTruthy();
    second.unmount();
    server.use(
      http.get('/v2/web/rent/payments', ({ response }) =>
        response(200).json({ ...rentOverviewFixture, cards: [], payments: [] }),
      ),
    );
    const third = renderRent();
    expect(await screen.findByText('No active card')).toBeTruthy();
    third.unmount();
    server.use(failWith('getRentPayments', 404, 'Not found here.'));
    renderRent();
    expect(
      await screen.findByText('Your cards and rent payments could not be loaded.'),
    ).toBeTruthy();
  });

  it('pauses a monthly rent and resumes it, and says so', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      http.put('/v2/web/rent/schedules/{scheduleId}/state', async ({ request, response }) => {
        const { state } = await request.json();
        asked.push(state);
        return response(200).json({ ...rentScheduleFixture, state });
      }),
    );
    renderRent();
    await user.click(
      await screen.findByRole('button', { name: 'Pause monthly rent to Maple Properties' }),
    );
    expect(
      await screen.findByText(
        'Monthly rent to Maple Properties paused. It is not charged until you resume it.',
      ),
    ).toBeTruthy();
    expect(asked).toEqual(['paused']);
  });

  it('shows a refused pause in the server’s words', async () => {
    const user = userEvent.setup();
    server.use(failWith('setRentScheduleState', 404, 'This monthly rent is not one of yours.'));
    renderRent();
    await user.click(
      await screen.findByRole('button', { name: 'Pause monthly rent to Maple Properties' }),
    );
    expect(await screen.findByText('This monthly rent is not one of yours.')).toBeTruthy();
  });

  it('asks a company paying in MXN for the landlord’s CLABE, and says what is wrong with it', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/v2/web/rent/payments', ({ response }) =>
        response(200).json({
          ...rentOverviewFixture,
          currency: 'MXN',
          payments: [],
          schedules: [],
        }),
      ),
    );
    renderRent();
    await fill(user, /Landlord name/, 'Inmobiliaria Roble');
    await fill(user, /Landlord address/, 'Av. Reforma 222, Ciudad de México');
    await fill(user, /CLABE/, '032180000118359718');
    await fill(user, /Property address/, 'Calle Durango 90, Roma Norte');
    await fill(user, /Rent amount/, '15000');
    expect(screen.queryByRole('textbox', { name: /routing number/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(
      await screen.findAllByText(
        "This CLABE's last digit does not match. Check it with the landlord.",
      ),
    ).not.toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: /CLABE/ }));
    await fill(user, /CLABE/, '032180000118359719');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText('Bank transfer to CLABE ending 9719')).toBeTruthy();
  });

  it('withholds ISR and IVA from a person renting out an office, with the lease, and takes the landlord’s CFDI', async () => {
    const user = userEvent.setup();
    const sent: CreateRentPaymentRequest[] = [];
    const lease = {
      id: '3f2b8c0a-1d4e-4b6f-9a7c-5e8d2f1b0c93',
      kind: 'upload' as const,
      name: 'contrato-reforma.pdf',
      date: '2026-12-01T10:00:00.000Z',
      signer: 'Mariana Torres',
      category: 'lease' as const,
      status: 'pending' as const,
      rejectionReason: null,
      sizeBytes: 8,
    };
    const uploads: string[] = [];
    server.use(
      http.get('/v2/web/rent/payments', ({ response }) =>
        response(200).json({
          ...rentOverviewFixture,
          currency: 'MXN',
          mexicanTaxes: true,
          payments: [],
          schedules: [],
        }),
      ),
      http.post('/v2/web/documents', ({ response }) => {
        uploads.push('lease');
        return response(201).json(lease);
      }),
      http.post('/v2/web/rent/payments', async ({ request, response }) => {
        sent.push(await request.json());
        return response(201).json({ ...mexicanRentPaymentFixture, id: 52, status: 'pending' });
      }),
    );
    const verify = vi.fn<Verify>(() => Promise.resolve('a'.repeat(43)));
    renderRent(<RentPage />, verify);
    await fill(user, /Landlord name/, 'Xochitl Casas Chávez');
    await fill(user, /Landlord's RFC/, 'CACX7605101P7');
    await fill(user, /Landlord address/, 'Calle Durango 90, Roma Norte');
    await fill(user, /CLABE/, '032180000118359719');
    await fill(user, /Property address/, 'Av. Reforma 222, Piso 4');
    await fill(user, /Rent amount/, '10000');
    // Commercial and a person by default: IVA added, ISR and two-thirds of the IVA withheld.
    expect(screen.getByText('$1,600.00 MXN')).toBeTruthy();
    expect(screen.getByText('$1,066.67 MXN')).toBeTruthy();
    expect(screen.getByText('$9,533.33 MXN')).toBeTruthy();
    expect(screen.getByText('$9,818.38 MXN')).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(
      input,
      new File(['%PDF-1.4'], 'contrato-reforma.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Lease: contrato-reforma.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(
      await screen.findAllByText(
        "This RFC's last character does not match the rest. Check it with the landlord.",
      ),
    ).not.toHaveLength(0);
    // The problem elsewhere keeps the lease attached.
    expect(screen.getByText('Lease: contrato-reforma.pdf')).toBeTruthy();
    await user.clear(screen.getByRole('textbox', { name: /Landlord's RFC/ }));
    await fill(user, /Landlord's RFC/, 'cacx7605101p8');
    await user.click(screen.getByRole('button', { name: 'Review payment' }));
    expect(await screen.findByText('CACX7605101P8')).toBeTruthy();
    expect(screen.getByText('IVA withheld (10.6667%)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay rent of $9,818.38 MXN' }));
    await vi.waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(sent[0]).toMatchObject({
      amountMinor: 1_000_000,
      fee: 28_505,
      landlordKind: 'person',
      propertyUse: 'commercial',
      landlordRfc: 'CACX7605101P8',
      leaseDocumentId: lease.id,
      clabe: '032180000118359719',
    });
    expect(uploads).toEqual(['lease']);
  });

  it('uploads the landlord’s CFDI to a payment, and shows what disagrees', async () => {
    const user = userEvent.setup();
    server.use(
      http.get('/v2/web/rent/payments', ({ response }) =>
        response(200).json({
          ...rentOverviewFixture,
          currency: 'MXN',
          mexicanTaxes: true,
          payments: [mexicanRentPaymentFixture],
          schedules: [],
        }),
      ),
      failWith(
        'uploadRentLandlordCfdi',
        400,
        'This CFDI does not match the payment. Its IVA withheld is 1066.66, not 1066.67.',
      ),
    );
    renderRent();
    expect(await screen.findByText('Pending')).toBeTruthy();
    expect(await screen.findByText("Landlord's CFDI from Xochitl Casas Chávez (XML)")).toBeTruthy();
    const input = [...document.querySelectorAll<HTMLInputElement>('input[type="file"]')].find(
      (element) => element.accept.includes('xml'),
    );
    if (!input) throw new Error('no CFDI input');
    await user.upload(input, new File(['<?xml version="1.0"?>'], 'cfdi.xml', { type: 'text/xml' }));
    expect(
      await screen.findAllByText(
        'This CFDI does not match the payment. Its IVA withheld is 1066.66, not 1066.67.',
      ),
    ).not.toHaveLength(0);
  });
});
