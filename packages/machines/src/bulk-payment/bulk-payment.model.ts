// A bulk payment: a file that is no sheet, a sheet uploaded (one good row, one bad), the bad cell fixed in place, a row
// added by hand and removed, a name, then the batch stored (or refused and tried again).
import { mockBulkBatch } from '@outlay/api-client/mocks';
import { parseBulkSheet } from '@outlay/rules';
import { signedInClient } from '../testing/client';
import { defineFlowModel, done, refused } from '../testing/flow-model';
import { bulkPaymentActors } from './bulk-payment.actors';
import { bulkPaymentMachine } from './bulk-payment.machine';

const SHEET =
  'name,clabe,amount,description,reference\n' +
  'Logística Bajío S.A.,012180000000000015,1500.00,Factura 118,1234567\n' +
  'Proveedora del Norte,012180000000000001,1000.00,Factura 119,1234568\n';

/** The events a user can give at this point, kept few so the sheet's states stay finite. */
const userEvents = (rows: number) => [
  ...(rows === 0
    ? [{ type: 'sheet.loaded', rows: parseBulkSheet(SHEET) }, { type: 'sheet.unreadable' }]
    : []),
  ...(rows === 2
    ? [
        { type: 'cell.changed', index: 1, column: 'clabe', value: '012180000000000002' },
        { type: 'row.added' },
      ]
    : []),
  ...(rows === 3 ? [{ type: 'row.removed', index: 2 }] : []),
  { type: 'name.changed', name: 'Proveedores diciembre' },
  { type: 'batch.submitted' },
  { type: 'batch.new' },
];

const outcomes = [
  done('createBulkBatch', { ...mockBulkBatch, canApprove: false }),
  refused('createBulkBatch', 400),
];

export const bulkPaymentModel = defineFlowModel({
  machine: bulkPaymentMachine,
  provided: () => bulkPaymentMachine.provide({ actors: bulkPaymentActors(signedInClient()) }),
  variants: [{ name: 'a Mexican admin paying in pesos', input: () => ({ currency: 'MXN' }) }],
  events: (snapshot) =>
    snapshot.hasTag('busy') ? outcomes : userEvents(snapshot.context.rows.length),
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      rows: snapshot.context.rows.map((row) => row.clabe),
      named: snapshot.context.name !== '',
      checked: snapshot.context.checked,
      batch: snapshot.context.batch !== null,
      error: snapshot.context.error !== null,
      unreadable: snapshot.context.unreadableSheet,
    }),
  calls: {
    createBulkBatch: { method: 'post', path: '/v2/web/payments/bulk-batches' },
  },
});
