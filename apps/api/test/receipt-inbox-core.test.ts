// Receipt inbox core (issue 37): personal addresses, which mail parts become receipts, the
// CFDI read exactly, and the matching rule measured on a labelled set the test builds.
import { describe, expect, it } from 'vitest';
import { receiptAddressFor, userKeyOfAddress } from '../src/receipt-inbox/address.js';
import { decimalToMinor, readCfdi } from '../src/receipt-inbox/cfdi.js';
import { decideIntake, type InboundMail } from '../src/receipt-inbox/intake.js';
import {
  type EntryFacts,
  matchReceipt,
  pairKey,
  type ReceiptFacts,
} from '../src/receipt-inbox/matching.js';

const SECRET = 'test-secret';

describe('receipt addresses', () => {
  it('round-trips and refuses forged or foreign addresses', () => {
    const address = receiptAddressFor(SECRET, 'U42ab');
    expect(userKeyOfAddress(SECRET, address)).toBe('u42ab');
    expect(userKeyOfAddress(SECRET, address.toUpperCase())).toBe('u42ab');
    expect(userKeyOfAddress('other-secret', address)).toBeNull();
    expect(userKeyOfAddress(SECRET, address.replace('u42ab', 'u43ab'))).toBeNull();
    expect(userKeyOfAddress(SECRET, address.replace('receipts.outlay.test', 'x.test'))).toBeNull();
  });
});

describe('mail intake', () => {
  const resolve = (to: string) =>
    userKeyOfAddress(SECRET, to) === 'u1' ? { userKey: 'u1', senders: ['Ana@Example.com'] } : null;
  const mail = (over: Partial<InboundMail>): InboundMail => ({
    messageId: '<m1@example.com>',
    from: 'ana@example.com',
    to: [receiptAddressFor(SECRET, 'u1')],
    attachments: [],
    ...over,
  });

  it('keeps allowed attachments, skips logos, other types and files over 10 MB', () => {
    const decision = decideIntake(
      mail({
        attachments: [
          {
            fileName: 'ticket.PDF',
            contentType: 'application/pdf',
            sizeBytes: 1000,
            inline: false,
          },
          { fileName: 'cfdi.xml', contentType: 'text/xml', sizeBytes: 900, inline: false },
          { fileName: 'logo.png', contentType: 'image/png', sizeBytes: 90, inline: true },
          { fileName: 'notes.docx', contentType: 'application/x', sizeBytes: 90, inline: false },
          { fileName: 'big.jpg', contentType: 'image/jpeg', sizeBytes: 10_485_761, inline: false },
        ],
      }),
      resolve,
      () => 'hash',
    );
    expect(decision.kind).toBe('accepted');
    if (decision.kind !== 'accepted') return;
    expect(decision.receipts.map((one) => one.fileName)).toEqual(['ticket.PDF', 'cfdi.xml']);
    expect(decision.skipped.map((one) => one.reason)).toEqual(['inline', 'type', 'size']);
    expect(decision.answerSender).toBe(false);
    expect(decision.dedupeKey).toBe('u1:<m1@example.com>');
  });

  it('refuses strangers and unknown addresses, and answers when nothing could be used', () => {
    expect(decideIntake(mail({ from: 'eve@example.com' }), resolve, () => 'h')).toEqual({
      kind: 'refused',
      reason: 'sender-not-allowed',
    });
    expect(decideIntake(mail({ to: ['x@receipts.outlay.test'] }), resolve, () => 'h').kind).toBe(
      'refused',
    );
    const empty = decideIntake(mail({ messageId: null }), resolve, () => 'sha:abc');
    expect(empty.kind === 'accepted' && empty.answerSender && empty.dedupeKey).toBe('u1:sha:abc');
  });
});

const CFDI = `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Fecha="2026-11-03T13:45:10"
  FormaPago="04" SubTotal="100.00" Moneda="MXN" Total="116.00" MetodoPago="PUE" TipoDeComprobante="I">
  <cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE &amp; ASOCIADOS" RegimenFiscal="601"/>
  <cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital"
    UUID="6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b" FechaTimbrado="2026-11-03T13:46:00"/></cfdi:Complemento>
</cfdi:Comprobante>`;

describe('CFDI reading', () => {
  it('reads the fields exactly', () => {
    expect(readCfdi(CFDI)).toEqual({
      uuid: '6F1C2A3B-4D5E-4F60-8A7B-9C0D1E2F3A4B',
      issuerRfc: 'EKU9003173C9',
      issuerName: 'ESCUELA KEMPER URGATE & ASOCIADOS',
      totalMinor: 11600,
      currency: 'MXN',
      issuedAt: '2026-11-03T13:45:10',
      paymentMethod: 'PUE',
      paymentForm: '04',
    });
  });

  it('refuses an unstamped CFDI and reads totals without float error', () => {
    expect(readCfdi(CFDI.replace(/<tfd:[^>]*>/, ''))).toBeNull();
    expect(decimalToMinor('0.29')).toBe(29);
    expect(decimalToMinor('1234567.895')).toBe(123456790);
    expect(decimalToMinor('-1.00')).toBeNull();
  });
});

describe('matching', () => {
  const entry = (over: Partial<EntryFacts> & { id: number }): EntryFacts => ({
    amountMinor: 10_000,
    currency: 'MXN',
    date: '2026-11-03',
    merchant: 'Oxxo Reforma',
    cardLastFour: '4242',
    receiptCount: 0,
    ...over,
  });
  const receipt = (over: Partial<ReceiptFacts>): ReceiptFacts => ({
    id: 'r1',
    totalMinor: 10_000,
    currency: 'MXN',
    date: '2026-11-03',
    merchant: 'OXXO',
    cardLastFour: null,
    ...over,
  });

  it('attaches only on an exact amount plus merchant or date, with room on the entry', () => {
    expect(matchReceipt(receipt({}), [entry({ id: 1 })], new Set()).kind).toBe('matched');
    expect(
      matchReceipt(
        receipt({ merchant: 'Walmart', date: '2026-11-05' }),
        [entry({ id: 1 })],
        new Set(),
      ).kind,
    ).toBe('suggested');
    expect(matchReceipt(receipt({}), [entry({ id: 1, receiptCount: 10 })], new Set()).kind).toBe(
      'unmatched',
    );
    expect(matchReceipt(receipt({}), [entry({ id: 1 })], new Set([pairKey('r1', 1)])).kind).toBe(
      'unmatched',
    );
    const tie = matchReceipt(receipt({}), [entry({ id: 1 }), entry({ id: 2 })], new Set());
    expect(tie.kind).toBe('suggested');
  });

  it('measures precision and recall on a labelled set of 60 receipts', () => {
    const merchants = [
      'Oxxo Reforma',
      'Uber Trip',
      'Starbucks Polanco',
      'Amazon Mx',
      'Liverpool Centro',
      'Pemex Insurgentes',
      'Costco Satelite',
      'Cinepolis Perisur',
      'Walmart Universidad',
      'Aeromexico',
    ];
    const entries: EntryFacts[] = [];
    for (let i = 0; i < 80; i += 1) {
      entries.push(
        entry({
          id: i + 1,
          amountMinor: 1_000 + ((i * 7_919) % 90_000),
          date: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}`,
          merchant: merchants[i % merchants.length] ?? 'x',
        }),
      );
    }
    // Labelled receipts: 40 that belong to an entry (with the kinds of noise readers produce),
    // 20 that belong to none.
    const labelled: { facts: ReceiptFacts; truth: number | null }[] = [];
    for (let i = 0; i < 40; i += 1) {
      const target = entries[(i * 13) % entries.length];
      if (!target) throw new Error('no entry');
      const noise = i % 4;
      labelled.push({
        truth: target.id,
        facts: receipt({
          id: `t${i}`,
          totalMinor: noise === 3 ? target.amountMinor + 37 : target.amountMinor,
          date: noise === 1 ? null : target.date,
          merchant: noise === 2 ? null : (target.merchant.split(' ')[0] ?? '').toUpperCase(),
        }),
      });
    }
    for (let i = 0; i < 20; i += 1) {
      labelled.push({
        truth: null,
        facts: receipt({
          id: `n${i}`,
          totalMinor: 123_457 + i * 11,
          date: '2026-10-01',
          merchant: 'Tienda Ajena',
        }),
      });
    }
    let truePositive = 0;
    let falsePositive = 0;
    let falseNegative = 0;
    let suggestedTop = 0;
    for (const { facts, truth } of labelled) {
      const outcome = matchReceipt(facts, entries, new Set());
      if (outcome.kind === 'matched') {
        if (outcome.entryId === truth) truePositive += 1;
        else falsePositive += 1;
      } else if (truth !== null) {
        falseNegative += 1;
        if (outcome.kind === 'suggested' && outcome.suggestions[0]?.entryId === truth)
          suggestedTop += 1;
      }
    }
    const precision = truePositive / (truePositive + falsePositive);
    const recall = truePositive / (truePositive + falseNegative);
    console.log(
      `receipt matching on ${labelled.length} labelled receipts: precision ${precision.toFixed(3)}, auto-attach recall ${recall.toFixed(3)}, not attached but ranked first ${suggestedTop}/${falseNegative}`,
    );
    expect(labelled.length).toBeGreaterThanOrEqual(50);
    expect(precision).toBe(1);
    expect(recall).toBeGreaterThanOrEqual(0.7);
  });
});
