import { describe, expect, it } from 'vitest';
import { BULK_TEMPLATE, bulkCellsOfTable, checkBulkRows } from './bulk-payments';
import { bulkResultCsv, parseBulkSheet } from './bulk-sheets';

describe('bulk payment sheets', () => {
  it('reads an Excel sheet’s table: columns by header in any order, numbers as text, blank rows left out', () => {
    const rows = bulkCellsOfTable([
      ['Reference', 'Amount', 'CLABE', 'Name', 'Description', 'Notes'],
      [1234567, 1500.5, '012180000000000015', ' Logística Bajío ', 'Factura 118', 'x'],
      [null, null, null, null, null, 'only a note'],
      [null, 10, 12180000000000016, 'Sin referencia', new Date('2026-12-01T00:00:00Z'), null],
    ]);

    expect(rows).toEqual([
      {
        name: 'Logística Bajío',
        clabe: '012180000000000015',
        amount: '1500.5',
        description: 'Factura 118',
        reference: '1234567',
      },
      {
        name: 'Sin referencia',
        // A CLABE typed as a number loses its leading zero (and digits past 15): named as a problem.
        clabe: '12180000000000016',
        amount: '10',
        description: '2026-12-01',
        reference: '',
      },
    ]);
    expect(checkBulkRows(rows, 'MXN').problems).toEqual([
      { row: 2, column: 'clabe', problem: 'clabe' },
      { row: 2, column: 'reference', problem: 'required' },
    ]);
  });

  it('writes a batch’s result as CSV: every row with its state, reason and tracking number', () => {
    const csv = bulkResultCsv([
      {
        row: 1,
        recipientName: 'Logística, Bajío',
        clabe: '012180000000000015',
        amount: '1500.00',
        description: 'Factura 118',
        referenceNumber: '1234567',
        status: 'completed',
        failureReason: null,
        trackingNumber: 'OUTLAY1234',
      },
      {
        row: 2,
        recipientName: 'Proveedora del Norte',
        clabe: '012180000000000142',
        amount: '10.00',
        description: 'Factura 119',
        referenceNumber: '1234568',
        status: 'failed',
        failureReason: 'The account is blocked.',
        trackingNumber: null,
      },
    ]);

    expect(csv.split('\r\n')).toEqual([
      'row,name,clabe,amount,description,reference,status,reason,tracking_number',
      '1,"Logística, Bajío",012180000000000015,1500.00,Factura 118,1234567,completed,,OUTLAY1234',
      '2,Proveedora del Norte,012180000000000142,10.00,Factura 119,1234568,failed,The account is blocked.,',
    ]);
    // The result reads back as a sheet of the same rows.
    expect(parseBulkSheet(csv).map((row) => row.name)).toEqual([
      'Logística, Bajío',
      'Proveedora del Norte',
    ]);
  });

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
