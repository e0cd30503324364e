import { describe, expect, it } from 'vitest';
import {
  extensionOf,
  isReceiptFileName,
  MAX_DASHBOARD_RECEIPTS,
  MAX_RECEIPT_BYTES,
  MAX_RECEIPTS_PER_ENTRY,
} from './receipts';

describe('receipt rules', () => {
  it('allows 10 MB a file, 2 files from the dashboard and 10 in the drawer', () => {
    expect(MAX_RECEIPT_BYTES).toBe(10_485_760);
    expect(MAX_DASHBOARD_RECEIPTS).toBe(2);
    expect(MAX_RECEIPTS_PER_ENTRY).toBe(10);
  });

  it.each(['a.png', 'b.JPG', 'c.jpeg', 'scan.final.PDF', 'cfdi.xml'])('takes %s', (name) => {
    expect(isReceiptFileName(name)).toBe(true);
  });

  it.each(['a.gif', 'pdf', '.pdf', 'a.pdf.exe', 'a.'])('refuses %s', (name) => {
    expect(isReceiptFileName(name)).toBe(false);
  });

  it('reads the last extension, lower-cased', () => {
    expect(extensionOf('Receipt.March.PNG')).toBe('png');
    expect(extensionOf('no-extension')).toBe('');
  });
});
