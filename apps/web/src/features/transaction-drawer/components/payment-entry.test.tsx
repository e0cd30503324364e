// @vitest-environment jsdom
import {
  confirmationLink,
  failedRouteFusionEntry,
  routeFusionTransferDetails,
  stpPaymentEntry,
  stpTransferDetails,
} from '@outlay/api-client/mocks';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDrawer, setUpDrawerTests, valueOf } from './open-drawer.testing';

vi.mock('@/lib/api-client', () => import('@/testing/mock-api-client'));

setUpDrawerTests();
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a payment transfer in the drawer', () => {
  it('shows source, recipient, payment type, sent-on and delivered-on, and the STP recipient details', async () => {
    const user = userEvent.setup();
    openDrawer(
      { type: 'payment', id: stpTransferDetails.transfer.id },
      { rows: [stpPaymentEntry] },
    );
    await screen.findByRole('dialog', { name: 'Maquiladora del Norte S.A. de C.V.' });
    expect(screen.getByText('$2,400.00 USD')).toBeTruthy();
    expect(screen.getByText('Local amount: $41,040.00 MXN')).toBeTruthy();
    expect(valueOf('Source')).toBe('—');
    expect(valueOf('Recipient')).toBe('Maquiladora del Norte S.A. de C.V.');
    expect(valueOf('Payment type')).toBe('SPEI');
    expect(valueOf('Sent on')).toBe('Jan 02, 2026 11:00 AM EST');
    expect(valueOf('Delivered on')).toBe('Jan 02, 2026 01:30 PM EST');
    await user.click(screen.getByRole('button', { name: 'Recipient Details' }));
    expect(valueOf('Bank name')).toBe('BBVA México');
    expect(valueOf('Tracking number')).toBe('OUTLAY000123456789');
    expect(valueOf('Reference number')).toBe('1234567');
    expect(valueOf('Recipient CLABE')).toBe('012180012345678901');
    expect(screen.getByText('Drag or click to attach invoice (10 max)')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Memo' })).toHaveProperty(
      'value',
      'Inventory order',
    );
  });

  it("opens an STP transfer's receipt PDF from Confirmation in a new window", async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openDrawer({ type: 'payment', id: stpTransferDetails.transfer.id });
    await user.click(await screen.findByRole('button', { name: 'Confirmation' }));
    const download = await screen.findByRole('button', { name: 'Download receipt (PDF)' });
    await vi.waitFor(() => {
      expect(download.getAttribute('aria-disabled')).not.toBe('true');
    });
    await user.click(download);
    expect(open).toHaveBeenCalledWith(confirmationLink.url, '_blank', 'noopener');
  });

  it('shows route-fusion recipient details, and "No Data found" without a confirmation', async () => {
    const user = userEvent.setup();
    openDrawer(
      { type: 'payment', id: routeFusionTransferDetails.transfer.id },
      { rows: [failedRouteFusionEntry] },
    );
    await screen.findByRole('dialog', { name: 'Berlin Design Studio GmbH' });
    expect(valueOf('Source')).toBe('Suppliers - autumn');
    expect(valueOf('Delivered on')).toBe('—');
    await user.click(screen.getByRole('button', { name: 'Recipient Details' }));
    expect(valueOf('Bank name')).toBe('Deutsche Bank');
    expect(valueOf('SWIFT/BIC')).toBe('DEUTDE2X');
    expect(valueOf('Bank country')).toBe('Germany');
    expect(valueOf('Account number')).toBe('7788');
    await user.click(screen.getByRole('button', { name: 'Confirmation' }));
    expect(await screen.findByText('No Data found')).toBeTruthy();
  });
});
