// @vitest-environment jsdom
import {
  cardEntry,
  cashbackCardDetails,
  foreignCardDetails,
  iofCardDetails,
} from '@outlay/api-client/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDrawer, setUpDrawerTests, valueOf } from './open-drawer.testing';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

setUpDrawerTests();
afterEach(() => {
  sessionStorage.clear();
});

const openCard = (id: number) => openDrawer({ type: 'card', id }, { rows: [cardEntry] });

describe('a card transaction in the drawer', () => {
  it('shows the merchant, amounts, user, processed-on, card and the Stripe cross-border block', async () => {
    openCard(foreignCardDetails.transaction.id);
    const drawer = await screen.findByRole('dialog', { name: 'Delta Air Lines' });
    expect(within(drawer).getByText('$184.20 USD')).toBeTruthy();
    expect(within(drawer).getByText('Local amount: €169.46 EUR')).toBeTruthy();
    expect(valueOf('User')).toBe('Ethan Brooks (Employee)');
    expect(valueOf('Processed on')).toBe('Jan 03, 2026 09:12 AM EST');
    expect(valueOf('Card type')).toBe('Virtual');
    expect(valueOf('Card')).toBe('Travel •4242');
    expect(valueOf('Exchanged amount')).toBe('$182.38 USD (from €169.46 EUR)');
    expect(valueOf('Cross-border charge')).toBe('$1.82 USD');
    expect(screen.queryByText('Original transaction ID')).toBeNull();
    expect(screen.queryByText('Description', { selector: 'dt' })).toBeNull();
  });

  it('opens Merchant Details with the full name, site and address', async () => {
    const user = userEvent.setup();
    openCard(foreignCardDetails.transaction.id);
    const toggle = await screen.findByRole('button', { name: 'Merchant Details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(valueOf('Full name')).toBe('DELTA AIR 0062345871');
    expect(valueOf('Site')).toBe('delta.com');
    expect(valueOf('Address')).toBe('1030 Delta Blvd, Atlanta, GA');
  });

  it('lists the receipts with the drop zone, and shows the memo', async () => {
    openCard(foreignCardDetails.transaction.id);
    await screen.findByRole('list', { name: 'Receipts' });
    expect(screen.getByText('Drag or click to attach receipt (10 max)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'delta-2026-01-03.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove delta-2026-01-03.pdf' })).toBeTruthy();
    const memo = screen.getByRole('textbox', { name: 'Memo' });
    expect((memo as HTMLTextAreaElement).value).toBe('Flight to the Lisbon trade fair');
  });

  it("shows an IOF line's original transaction id", async () => {
    openCard(iofCardDetails.transaction.id);
    await screen.findByText('Original transaction ID');
    expect(valueOf('Original transaction ID')).toBe(String(foreignCardDetails.transaction.id));
  });

  it('hides user, type, merchant details and receipts of a cashback item and shows its description', async () => {
    openCard(cashbackCardDetails.transaction.id);
    // The provider's name: Northwind's cards are Stripe's.
    await screen.findByRole('dialog', { name: 'Stripe' });
    expect(valueOf('Description')).toBe('Cashback credit applied to the statement');
    expect(screen.getByText('-$42.10 USD')).toBeTruthy();
    for (const hidden of ['User', 'Card type', 'Card']) {
      expect(screen.queryByText(hidden, { selector: 'dt' })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Merchant Details' })).toBeNull();
    expect(screen.queryByText('Receipts')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Memo' })).toBeTruthy();
  });
});
