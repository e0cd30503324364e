import { describe, expect, it } from 'vitest';
import { BULK_TEMPLATE, checkBulkRows, parseBulkSheet } from './bulk-payments';

describe('bulk payment sheets', () => {
  it('reads quoted cells, a byte-order mark and headers in any case, and keeps every row', () => {
    const sheet =
      '\uFEFFName,CLABE,Amount,Description,Reference\r\n' +
      '"Logística, Bajío",012180000000000015,"1,500.50","Factura ""118""",1234567\r\n' +
      '\r\n' +
      'Sin cuenta,,10,Factura 2,0123\r\n';

    const rows = parseBulkSheet(sheet);

    expect(rows).toEqual([
      {
        name: 'Logística, Bajío',
        clabe: '012180000000000015',
        amount: '1,500.50',
        description: 'Factura "118"',
        reference: '1234567',
      },
      { name: 'Sin cuenta', clabe: '', amount: '10', description: 'Factura 2', reference: '0123' },
    ]);
    const checked = checkBulkRows(rows, 'MXN');
    expect(checked.rows).toEqual([
      {
        recipientName: 'Logística, Bajío',
        clabe: '012180000000000015',
        amountMinor: 150_050,
        description: 'Factura "118"',
        referenceNumber: '1234567',
      },
    ]);
    expect(checked.problems).toEqual([
      { row: 2, column: 'clabe', problem: 'required' },
      { row: 2, column: 'reference', problem: 'referenceFormat' },
    ]);
  });

  it('names each problem by row and column, and flags duplicates', () => {
    const rows = parseBulkSheet(
      `${BULK_TEMPLATE}${'x'.repeat(41)},012180000000000001,0,,\nA,012180000000000002,1500.00,Factura 118,1234567\n`,
    );

    const checked = checkBulkRows(rows, 'MXN');

    expect(checked.problems).toEqual([
      { row: 2, column: 'name', problem: 'tooLong' },
      { row: 2, column: 'clabe', problem: 'clabe' },
      { row: 2, column: 'amount', problem: 'amountPositive' },
      { row: 2, column: 'description', problem: 'required' },
      { row: 2, column: 'reference', problem: 'required' },
    ]);
    expect(checked.duplicates).toEqual([[1, 3]]);
  });
});
