import { BULK_MAX_ROWS, checkBulkRows } from '@outlay/rules';
import type { BulkBatch } from '@outlay/api-client';
import { assertEvent, assign, emit, setup } from 'xstate';
import { errorFrom } from '../kernel/actor-error';
import { unprovidedClient } from '../kernel/unprovided-client';
import { bulkPaymentActors } from './bulk-payment.actors';
import type {
  BulkPaymentContext,
  BulkPaymentEmitted,
  BulkPaymentEvent,
  BulkPaymentInput,
} from './bulk-payment.types';

const emptyRow = () => ({ name: '', clabe: '', amount: '', description: '', reference: '' });

/**
 * A bulk payment (issue 40): a sheet uploaded or rows typed by hand, every row judged with the
 * bank transfer rules as it changes (each problem by row and column; nothing is dropped, a bad
 * row stays to be fixed in place), a name, then the batch stored for another admin to approve.
 */
export const bulkPaymentMachine = setup({
  types: {
    context: {} as BulkPaymentContext,
    events: {} as BulkPaymentEvent,
    input: {} as BulkPaymentInput,
    emitted: {} as BulkPaymentEmitted,
    tags: {} as 'busy',
  },
  actors: bulkPaymentActors(unprovidedClient),
  guards: {
    isSubmittable: ({ context }) =>
      context.name.trim() !== '' &&
      context.rows.length > 0 &&
      context.rows.length <= BULK_MAX_ROWS &&
      checkBulkRows(context.rows, context.currency).problems.length === 0,
  },
  actions: {
    rememberName: assign(({ event }) => {
      assertEvent(event, 'name.changed');
      return { name: event.name };
    }),
    loadSheet: assign(({ event }) => {
      assertEvent(event, 'sheet.loaded');
      return { rows: event.rows, error: null, unreadableSheet: false };
    }),
    rememberUnreadable: assign({ unreadableSheet: true }),
    addRow: assign({ rows: ({ context }) => [...context.rows, emptyRow()] }),
    removeRow: assign(({ context, event }) => {
      assertEvent(event, 'row.removed');
      return { rows: context.rows.filter((_, index) => index !== event.index) };
    }),
    changeCell: assign(({ context, event }) => {
      assertEvent(event, 'cell.changed');
      return {
        rows: context.rows.map((row, index) =>
          index === event.index ? { ...row, [event.column]: event.value.trim() } : row,
        ),
      };
    }),
    showProblems: assign({ checked: true }),
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => errorFrom(event) }),
    rememberBatch: assign((_, batch: BulkBatch) => ({ batch })),
    announceBatch: emit((_, batch: BulkBatch) => ({ type: 'batch.created' as const, batch })),
    startOver: assign({
      name: '',
      rows: [],
      checked: false,
      batch: null,
      error: null,
      unreadableSheet: false,
    }),
  },
}).createMachine({
  id: 'bulkPayment',
  context: ({ input }) => ({
    ...input,
    name: '',
    rows: [],
    checked: false,
    batch: null,
    error: null,
    unreadableSheet: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'Upload sheet (CSV or Excel), or add rows by hand; every row is checked as it changes, and problems show by row and column once submitted.',
      on: {
        'name.changed': { actions: 'rememberName' },
        'sheet.loaded': { actions: 'loadSheet' },
        'sheet.unreadable': { actions: 'rememberUnreadable' },
        'row.added': { actions: 'addRow' },
        'row.removed': { actions: 'removeRow' },
        'cell.changed': { actions: 'changeCell' },
        'batch.submitted': [
          { guard: 'isSubmittable', target: 'submitting', actions: 'clearError' },
          { actions: 'showProblems' },
        ],
      },
    },
    submitting: {
      description: 'The batch is stored once; the server judges every row again.',
      tags: ['busy'],
      invoke: {
        id: 'createBulkBatch',
        src: 'createBulkBatch',
        input: ({ context }) => ({
          name: context.name.trim(),
          rows: checkBulkRows(context.rows, context.currency).rows,
        }),
        onDone: {
          target: 'submitted',
          actions: [
            { type: 'rememberBatch', params: ({ event }) => event.output },
            { type: 'announceBatch', params: ({ event }) => event.output },
          ],
        },
        onError: { target: 'editing', actions: ['showProblems', 'rememberError'] },
      },
    },
    submitted: {
      description: 'The batch waits for another admin to approve it; its page shows each row.',
      on: { 'batch.new': { target: 'editing', actions: 'startOver' } },
    },
  },
});
