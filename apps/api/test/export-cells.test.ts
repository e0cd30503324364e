import { describe, expect, it } from 'vitest';
import {
  type ExportRow,
  amountFormat,
  amountText,
  rowCells,
  sheetCells,
} from '../src/dashboard/exports/export-cells.js';

const row = (amount: number, currency: string, local?: [number, string]): ExportRow => ({
  date: '2026-03-01 10:00',
  merchant: 'Tokyo Rail',
  category: '',
  memo: '',
  type: 'Card',
  status: 'Posted',
  user: 'Avery Collins',
  card: 'Travel 4242',
  amount,
  currency,
  localAmount: local?.[0] ?? null,
  localCurrency: local?.[1] ?? '',
  receipt: 'Missing',
  receipts: 0,
});

describe('export amounts, held in minor units', () => {
  it('shows each amount with its own currency’s digits', () => {
    const yen = row(-1250, 'USD', [187_500, 'JPY']);
    expect(amountText(yen, 'amount')).toBe('-12.50');
    expect(amountText(yen, 'localAmount')).toBe('187500');
    expect(amountText(row(12_345, 'BHD'), 'amount')).toBe('12.345');
    expect(amountText(row(100, 'USD'), 'localAmount')).toBe('');
  });

  it('writes decimal numbers to CSV and workbook cells, never minor units', () => {
    const cells = rowCells(row(4520, 'USD', [700_000, 'JPY']));
    expect(cells[8]).toBe(45.2);
    expect(cells[10]).toBe(700_000);
    expect(sheetCells(row(1, 'USD'))[8]).toBe(0.01);
    expect(sheetCells(row(1, 'USD'))[10]).toBe('');
  });

  it('formats workbook amounts with the currency’s minor digits', () => {
    expect(amountFormat('USD')).toBe('#,##0.00');
    expect(amountFormat('JPY')).toBe('#,##0');
    expect(amountFormat('BHD')).toBe('#,##0.000');
  });
});
