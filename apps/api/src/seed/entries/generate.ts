import type { CardTransactions } from '../../db/schema.js';
import type { Role } from '../../http/security.js';
import { searchDocument } from '../../dashboard/search.js';
import {
  BENEFICIARIES,
  BILLERS,
  LOAN_PROVIDER,
  MERCHANTS,
  type DemoMerchant,
  PER_DOLLAR,
} from './catalog.js';
import { Prng } from './prng.js';

export interface SeedUser {
  id: number;
  role: Role;
  firstName: string;
  lastName: string;
}

export interface SeedCard {
  id: number;
  userId: number;
  name: string;
  lastFour: string;
  cardType: 'virtual' | 'physical';
}

/** How much of what one company gets. */
export interface CompanyPlan {
  companyId: number;
  /** The platform currency: every entry's amount is in it. */
  currency: string;
  cycleDay: number;
  users: readonly SeedUser[];
  cards: readonly SeedCard[];
  cardEntries: number;
  transfers: number;
  loans: boolean;
  /** Keep the last closed statement unpaid, so the dashboard shows an amount due. */
  leaveLastStatementUnpaid: boolean;
  /**
   * Leave the statement before the last unpaid too, past its due date: in place of its
   * settlement, a late-payment penalty posts the day after it was due (statements: overdue).
   */
  leaveOverdueStatement?: boolean;
  seed: number;
}

export interface EntryInput {
  id: number;
  companyId: number;
  kind: 'card' | 'payment' | 'loan';
  userId: number | null;
  cardId: number | null;
  cardType: 'virtual' | 'physical' | null;
  occurredAt: Date;
  postedAt: Date | null;
  state: 'pending' | 'posted';
  amount: number;
  title: string;
  searchText: string;
}

type CardPaymentType = CardTransactions['payment_type'];
type CardSubPaymentType = CardTransactions['sub_payment_type'];

export interface CardTransactionInput {
  entryId: number;
  companyId: number;
  paymentType: CardPaymentType;
  subPaymentType: CardSubPaymentType;
  transactionType: 'credit' | 'debit';
  transactionStatus: 'pending' | 'posted';
  transactionAmount: number;
  currency: string;
  localCurrency: string | null;
  localCurrencyAmount: number | null;
  baseLocalCurrencyAmount: number | null;
  localCurrencyExchangeRate: number | null;
  merchantId: number | null;
  billerName: string | null;
  description: string | null;
  relatedEntryId: number | null;
}

export interface BeneficiaryInput {
  id: number;
  companyId: number;
  beneficiaryName: string | null;
  firstName: string | null;
  lastName: string | null;
  bankName: string;
  swiftBic: string | null;
  accountNumber: string | null;
  clabeNumber: string | null;
  bankCountryCode: string;
}

export interface TransferInput {
  entryId: number;
  companyId: number;
  transferStatus: 'pending' | 'failed' | 'refund' | 'completed';
  paymentType: 'STP' | 'RouteFusion';
  platformAmount: number;
  platformCurrency: string;
  transferAmount: number;
  transferCurrency: string;
  completedAt: Date | null;
  description: string | null;
  beneficiaryId: number;
  bulkTransferId: number | null;
  displayPaymentType: string;
  paymentMethod: string;
  stpTrackingKey: string | null;
  referenceNumber: string | null;
  rfTransactionId: string | null;
}

export interface LoanInput {
  id: number;
  companyId: number;
  flag: 'WC' | 'GROWTH';
  description: string;
  currency: string;
  principal: number;
  disbursedAt: Date;
}

export interface InstalmentInput {
  entryId: number;
  companyId: number;
  loanId: number;
  paymentType: 'principal' | 'interest' | 'originationFee' | 'VAT' | 'none';
  status: 'due' | 'paid' | 'overdue';
  dueDate: string;
  paidDate: string | null;
  amount: number;
  currency: string;
}

export interface ReceiptInput {
  entryId: number;
  companyId: number;
  type: 'receipt' | 'invoice';
  fileKind: 'png' | 'jpeg' | 'pdf' | 'xml';
  fileName: string;
}

export interface GeneratedEntries {
  entries: EntryInput[];
  cardTransactions: CardTransactionInput[];
  beneficiaries: BeneficiaryInput[];
  bulkTransfers: { id: number; companyId: number; name: string; createdAt: Date }[];
  transfers: TransferInput[];
  loans: LoanInput[];
  instalments: InstalmentInput[];
  receipts: ReceiptInput[];
}

/** Ids handed out across companies, so rows of several plans never collide. */
export interface IdCounters {
  entry: number;
  beneficiary: number;
  bulkTransfer: number;
  loan: number;
}

const DAY_MS = 86_400_000;
/** Entries cover this many days before the anchor (18 months). */
export const SPAN_DAYS = 548;

const round = (value: number) => Math.round(value * 100) / 100;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function cycleStart(date: Date, cycleDay: number): Date {
  const start = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), cycleDay));
  return start.getTime() > date.getTime()
    ? new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, cycleDay))
    : start;
}

const nextMonth = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()));

/**
 * A company's entries over the 18 months before `anchor`: card spend of every kind the
 * dashboard shows (purchases and refunds, local currencies, IOF lines, adjustments, cashback,
 * bill payments, penalties, monthly settlements), transfers on both rails in every status,
 * and the instalments of its loans. Deterministic: the same plan and anchor give the same rows.
 */
export function generateEntries(
  plan: CompanyPlan,
  anchor: Date,
  ids: IdCounters,
): GeneratedEntries {
  const random = new Prng(plan.seed);
  const out: GeneratedEntries = {
    entries: [],
    cardTransactions: [],
    beneficiaries: [],
    bulkTransfers: [],
    transfers: [],
    loans: [],
    instalments: [],
    receipts: [],
  };
  const rate = PER_DOLLAR[plan.currency] ?? 1;
  const start = anchor.getTime() - SPAN_DAYS * DAY_MS;
  const usersById = new Map(plan.users.map((user) => [user.id, user]));
  const cardholders = plan.users.filter((user) =>
    plan.cards.some((card) => card.userId === user.id),
  );
  const cardsOf = (userId: number) => plan.cards.filter((card) => card.userId === userId);
  const merchantWeights = MERCHANTS.map((m) => [m, m.weight] as const);
  const nameOf = (userId: number | null) => {
    const user = userId === null ? undefined : usersById.get(userId);
    return user ? [user.firstName, user.lastName] : [];
  };

  /** When it posts: a day or two later, unless that is still to come (then it is pending). */
  const settle = (occurred: Date, pendingChance = 0.6) => {
    const posted = new Date(occurred.getTime() + random.int(8, 52) * 3_600_000);
    const recent = anchor.getTime() - occurred.getTime() < 3 * DAY_MS;
    if (posted.getTime() >= anchor.getTime() || (recent && random.chance(pendingChance))) {
      return { state: 'pending' as const, postedAt: null };
    }
    return { state: 'posted' as const, postedAt: posted };
  };

  const addCard = (input: {
    occurredAt: Date;
    userId: number | null;
    card: { id: number; cardType: 'virtual' | 'physical'; name: string; lastFour: string } | null;
    paymentType: CardPaymentType;
    subPaymentType?: CardSubPaymentType;
    transactionType: 'credit' | 'debit';
    amount: number;
    title: string;
    merchant?: DemoMerchant | null;
    billerName?: string | null;
    description?: string | null;
    local?: { currency: string; amount: number; rate: number } | null;
    relatedEntryId?: number | null;
    settled?: { state: 'pending' | 'posted'; postedAt: Date | null };
  }) => {
    const id = ids.entry;
    ids.entry += 1;
    const { state, postedAt } = input.settled ?? settle(input.occurredAt);
    const amount = round(input.amount);
    out.entries.push({
      id,
      companyId: plan.companyId,
      kind: 'card',
      userId: input.userId,
      cardId: input.card?.id ?? null,
      cardType: input.card?.cardType ?? null,
      occurredAt: input.occurredAt,
      postedAt,
      state,
      amount: input.transactionType === 'credit' ? -amount : amount,
      title: input.title,
      searchText: searchDocument([
        input.title,
        input.merchant?.name,
        input.billerName,
        input.description,
        ...nameOf(input.userId),
        input.card?.name,
        input.card?.lastFour,
        amount.toFixed(2),
      ]),
    });
    out.cardTransactions.push({
      entryId: id,
      companyId: plan.companyId,
      paymentType: input.paymentType,
      subPaymentType: input.subPaymentType ?? null,
      transactionType: input.transactionType,
      transactionStatus: state,
      transactionAmount: amount,
      currency: plan.currency,
      localCurrency: input.local?.currency ?? null,
      localCurrencyAmount: input.local ? round(input.local.amount) : null,
      baseLocalCurrencyAmount: input.local ? round(input.local.amount) : null,
      localCurrencyExchangeRate: input.local?.rate ?? null,
      merchantId: input.merchant?.id ?? null,
      billerName: input.billerName ?? null,
      description: input.description ?? null,
      relatedEntryId: input.relatedEntryId ?? null,
    });
    return { id, state };
  };

  // Card spend. The first entries go round the cardholders, so every one of them has some.
  const foreign = ['EUR', 'GBP', 'MXN', 'CAD', 'BRL'].filter((code) => code !== plan.currency);
  for (let n = 0; n < plan.cardEntries; n += 1) {
    const user = n < cardholders.length ? cardholders[n] : random.pick(cardholders);
    if (!user) break;
    const card = random.pick(cardsOf(user.id));
    const occurredAt = new Date(start + random.next() * (anchor.getTime() - start));
    const kind = random.weighted([
      ['purchase', 880],
      ['refund', 35],
      ['adjustment', 30],
      ['cashback', 15],
      ['bill', 25],
      ['penalty', 5],
    ] as const);
    switch (kind) {
      case 'purchase':
      case 'refund': {
        const merchant = random.weighted(merchantWeights);
        const amount = random.amount(merchant.range[0], merchant.range[1]) * rate;
        const local = foreign.length > 0 && random.chance(0.12) ? random.pick(foreign) : undefined;
        const localRate = local === undefined ? 0 : (PER_DOLLAR[local] ?? 1) / rate;
        const purchase = addCard({
          occurredAt,
          userId: user.id,
          card,
          paymentType: 'cards',
          transactionType: kind === 'refund' ? 'credit' : 'debit',
          amount,
          title: merchant.cleanName,
          merchant,
          local:
            local === undefined
              ? null
              : { currency: local, amount: amount * localRate, rate: round(localRate * 1e6) / 1e6 },
        });
        if (kind === 'purchase' && local === 'BRL') {
          // Brazil's IOF tax on a foreign purchase: its own line, pointing at the purchase.
          addCard({
            occurredAt: new Date(occurredAt.getTime() + 60_000),
            userId: user.id,
            card,
            paymentType: 'cards',
            subPaymentType: 'IOF',
            transactionType: 'debit',
            amount: amount * 0.0338,
            title: 'IOF',
            description: `IOF on ${merchant.cleanName}`,
            relatedEntryId: purchase.id,
          });
        }
        if (kind === 'purchase' && purchase.state === 'posted' && random.chance(0.09)) {
          const fileKind = random.weighted([
            ['pdf', 5],
            ['png', 3],
            ['jpeg', 2],
          ] as const);
          out.receipts.push({
            entryId: purchase.id,
            companyId: plan.companyId,
            type: 'receipt',
            fileKind,
            fileName: `${merchant.cleanName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${isoDay(occurredAt)}.${fileKind === 'jpeg' ? 'jpg' : fileKind}`,
          });
        }
        break;
      }
      case 'adjustment': {
        const credit = random.chance(0.7);
        const sub = credit
          ? random.weighted([
              ['cashback', 2],
              ['referral', 1],
              [null, 2],
            ] as const)
          : null;
        const title =
          sub === 'referral'
            ? 'Referral credit'
            : sub === 'cashback'
              ? 'Cashback credit'
              : 'Account adjustment';
        addCard({
          occurredAt,
          userId: user.id,
          card,
          paymentType: 'adjustment',
          subPaymentType: sub,
          transactionType: credit ? 'credit' : 'debit',
          amount: random.amount(5, 400) * rate,
          title,
          description: credit
            ? `${title} applied to the statement`
            : 'Correction of a previous credit',
          settled: { state: 'posted', postedAt: occurredAt },
        });
        break;
      }
      case 'cashback':
        addCard({
          occurredAt,
          userId: user.id,
          card,
          paymentType: 'cashback',
          subPaymentType: 'cashback',
          transactionType: 'credit',
          amount: random.amount(3, 180) * rate,
          title: 'Cashback reward',
          description: 'Monthly cashback on card spend',
          settled: { state: 'posted', postedAt: occurredAt },
        });
        break;
      case 'bill': {
        const billerName = random.pick(BILLERS);
        addCard({
          occurredAt,
          userId: user.id,
          card: null,
          paymentType: random.chance(0.6) ? 'ach-rpps' : 'paper-bill',
          transactionType: 'debit',
          amount: random.amount(60, 1600) * rate,
          title: billerName,
          billerName,
        });
        break;
      }
      case 'penalty':
        addCard({
          occurredAt,
          userId: user.id,
          card: null,
          paymentType: 'late-payment-penalty',
          transactionType: 'debit',
          amount: 39 * rate,
          title: 'Late payment fee',
          description: 'Fee for a statement paid after its due date',
          settled: { state: 'posted', postedAt: occurredAt },
        });
        break;
    }
  }

  addSettlements(plan, anchor, random, out, addCard);
  addTransfers(plan, anchor, random, out, ids, start, rate);
  if (plan.loans) addLoans(plan, anchor, random, out, ids);
  return out;
}

/** Each closed statement is paid ten days after it closes, by a settlement credit. */
function addSettlements(
  plan: CompanyPlan,
  anchor: Date,
  random: Prng,
  out: GeneratedEntries,
  addCard: (input: {
    occurredAt: Date;
    userId: number | null;
    card: null;
    paymentType: CardPaymentType;
    transactionType: 'credit' | 'debit';
    amount: number;
    title: string;
    description?: string | null;
    settled?: { state: 'pending' | 'posted'; postedAt: Date | null };
  }) => { id: number; state: 'pending' | 'posted' },
) {
  const payer = plan.users.find((user) => user.role === 'admin') ?? plan.users[0];
  if (!payer) return;
  const billed = new Map<number, number>();
  for (const entry of out.entries) {
    if (entry.kind !== 'card' || entry.postedAt === null) continue;
    const cycle = cycleStart(entry.postedAt, plan.cycleDay).getTime();
    billed.set(cycle, (billed.get(cycle) ?? 0) + entry.amount);
  }
  const cycles = [...billed.keys()].sort((a, b) => a - b);
  const open = cycleStart(anchor, plan.cycleDay).getTime();
  const closed = cycles.filter((cycle) => cycle < open);
  const lastClosed = closed.at(-1);
  const overdue = plan.leaveOverdueStatement === true ? closed.at(-2) : undefined;
  for (const cycle of closed) {
    if (cycle === lastClosed && plan.leaveLastStatementUnpaid) continue;
    const paidAt = new Date(
      nextMonth(new Date(cycle)).getTime() + 10 * DAY_MS + random.int(0, 3) * 3_600_000,
    );
    if (cycle === overdue) {
      // Due 21 days after it closed (the day before the next cycle starts), so penalised on the 22nd.
      const penalisedAt = new Date(
        nextMonth(new Date(cycle)).getTime() + 21 * DAY_MS + 14 * 3_600_000,
      );
      if (penalisedAt.getTime() >= anchor.getTime()) continue;
      addCard({
        occurredAt: penalisedAt,
        userId: payer.id,
        card: null,
        paymentType: 'late-payment-penalty',
        transactionType: 'debit',
        amount: 39 * (PER_DOLLAR[plan.currency] ?? 1),
        title: 'Late payment fee',
        description: `Fee for the statement opened ${isoDay(new Date(cycle))}, not paid by its due date`,
        settled: { state: 'posted', postedAt: penalisedAt },
      });
      continue;
    }
    if (paidAt.getTime() >= anchor.getTime()) continue;
    const owed = billed.get(cycle) ?? 0;
    if (owed <= 0) continue;
    // Rounded up, so a statement counted a little differently at the day's edges is still paid.
    const amount = Math.ceil((owed + 1) / 100) * 100;
    addCard({
      occurredAt: paidAt,
      userId: payer.id,
      card: null,
      paymentType: 'settlement',
      transactionType: 'credit',
      amount,
      title: 'Statement payment',
      description: `Payment of the statement opened ${isoDay(new Date(cycle))}`,
      settled: { state: 'posted', postedAt: paidAt },
    });
  }
}

function addTransfers(
  plan: CompanyPlan,
  anchor: Date,
  random: Prng,
  out: GeneratedEntries,
  ids: IdCounters,
  start: number,
  rate: number,
) {
  if (plan.transfers === 0) return;
  const senders = plan.users.filter((user) => user.role === 'admin' || user.role === 'manager');
  if (senders.length === 0) return;
  const beneficiaries = BENEFICIARIES.map((template) => {
    const id = ids.beneficiary;
    ids.beneficiary += 1;
    const stp = template.rail === 'STP';
    const row: BeneficiaryInput = {
      id,
      companyId: plan.companyId,
      beneficiaryName: template.beneficiaryName,
      firstName: template.firstName,
      lastName: template.lastName,
      bankName: template.bankName,
      swiftBic: stp
        ? null
        : `${template.bankName
            .replace(/[^A-Z]/gi, '')
            .slice(0, 4)
            .toUpperCase()
            .padEnd(4, 'X')}${template.bankCountryCode}2X`,
      accountNumber: stp ? null : random.digits(12),
      clabeNumber: stp ? `0121800${random.digits(11)}` : null,
      bankCountryCode: template.bankCountryCode,
    };
    out.beneficiaries.push(row);
    return { row, template };
  });
  const bulk = [
    'Contractors - Q1',
    'Suppliers - spring',
    'Contractors - Q3',
    'Suppliers - autumn',
  ].map((name, index) => {
    const id = ids.bulkTransfer;
    ids.bulkTransfer += 1;
    const createdAt = new Date(start + ((index + 1) / 5) * (anchor.getTime() - start));
    out.bulkTransfers.push({ id, companyId: plan.companyId, name, createdAt });
    return id;
  });

  for (let n = 0; n < plan.transfers; n += 1) {
    const sender = random.pick(senders);
    const { row: beneficiary, template } = random.pick(beneficiaries);
    const occurredAt = new Date(start + random.next() * (anchor.getTime() - start));
    const recent = anchor.getTime() - occurredAt.getTime() < 4 * DAY_MS;
    const status = recent
      ? random.weighted([
          ['pending', 6],
          ['completed', 3],
          ['failed', 1],
        ] as const)
      : random.weighted([
          ['completed', 84],
          ['failed', 8],
          ['refund', 8],
        ] as const);
    const platformAmount = round(random.amount(400, 18_000) * rate);
    const transferRate = (PER_DOLLAR[template.currency] ?? 1) / rate;
    const completedAt =
      status === 'completed' || status === 'refund'
        ? new Date(occurredAt.getTime() + random.int(1, 30) * 3_600_000)
        : null;
    const stp = template.rail === 'STP';
    const id = ids.entry;
    ids.entry += 1;
    const recipient =
      beneficiary.beneficiaryName ??
      `${beneficiary.firstName ?? ''} ${beneficiary.lastName ?? ''}`.trim();
    const description = random.chance(0.7)
      ? random.pick([
          'Invoice payment',
          'Monthly retainer',
          'Inventory order',
          'Freight and customs',
          'Design services',
        ])
      : null;
    const posted = status !== 'pending';
    const postedAt = posted ? (completedAt ?? new Date(occurredAt.getTime() + 3_600_000)) : null;
    out.entries.push({
      id,
      companyId: plan.companyId,
      kind: 'payment',
      userId: sender.id,
      cardId: null,
      cardType: null,
      occurredAt,
      postedAt: postedAt !== null && postedAt.getTime() > anchor.getTime() ? occurredAt : postedAt,
      state: posted ? 'posted' : 'pending',
      amount: status === 'refund' ? -platformAmount : platformAmount,
      title: recipient,
      searchText: searchDocument([
        recipient,
        beneficiary.bankName,
        description,
        sender.firstName,
        sender.lastName,
        platformAmount.toFixed(2),
      ]),
    });
    out.transfers.push({
      entryId: id,
      companyId: plan.companyId,
      transferStatus: status,
      paymentType: template.rail,
      platformAmount,
      platformCurrency: plan.currency,
      transferAmount: round(platformAmount * transferRate),
      transferCurrency: template.currency,
      completedAt:
        completedAt !== null && completedAt.getTime() > anchor.getTime() ? null : completedAt,
      description,
      beneficiaryId: beneficiary.id,
      bulkTransferId: random.chance(0.2) ? random.pick(bulk) : null,
      displayPaymentType: stp ? 'SPEI' : 'International wire',
      paymentMethod: template.rail,
      stpTrackingKey: stp ? `OUTLAY${random.digits(12)}` : null,
      referenceNumber: stp ? String(random.int(1_000_000, 9_999_999)) : null,
      rfTransactionId: !stp && status === 'completed' ? `rf_${random.digits(10)}` : null,
    });
    if (posted && random.chance(0.18)) {
      // Mexican invoices (CFDI) are XML.
      const fileKind = stp && random.chance(0.5) ? 'xml' : 'pdf';
      out.receipts.push({
        entryId: id,
        companyId: plan.companyId,
        type: 'invoice',
        fileKind,
        fileName: `invoice-${isoDay(occurredAt)}-${n + 1}.${fileKind}`,
      });
    }
  }
}

/** A working-capital loan and a growth loan, paid monthly: principal, interest and VAT. */
function addLoans(
  plan: CompanyPlan,
  anchor: Date,
  random: Prng,
  out: GeneratedEntries,
  ids: IdCounters,
) {
  const loans: {
    flag: 'WC' | 'GROWTH';
    monthsAgo: number;
    months: number;
    principal: number;
    description: string;
  }[] = [
    {
      flag: 'WC',
      monthsAgo: 16,
      months: 12,
      principal: 120_000,
      description: 'Working capital line',
    },
    {
      flag: 'GROWTH',
      monthsAgo: 9,
      months: 18,
      principal: 250_000,
      description: 'Growth loan for the new warehouse',
    },
  ];
  const rate = PER_DOLLAR[plan.currency] ?? 1;
  for (const spec of loans) {
    const loanId = ids.loan;
    ids.loan += 1;
    const disbursedAt = new Date(
      Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - spec.monthsAgo, 5, 15),
    );
    const principal = round(spec.principal * rate);
    out.loans.push({
      id: loanId,
      companyId: plan.companyId,
      flag: spec.flag,
      description: spec.description,
      currency: plan.currency,
      principal,
      disbursedAt,
    });
    const add = (due: Date, paymentType: InstalmentInput['paymentType'], amount: number) => {
      if (due.getTime() > anchor.getTime()) return;
      const overdueDays = (anchor.getTime() - due.getTime()) / DAY_MS;
      const status: InstalmentInput['status'] =
        overdueDays > 5 ? 'paid' : random.chance(0.5) ? 'due' : 'overdue';
      const paid = status === 'paid' ? new Date(due.getTime() + random.int(0, 2) * DAY_MS) : null;
      const id = ids.entry;
      ids.entry += 1;
      out.entries.push({
        id,
        companyId: plan.companyId,
        kind: 'loan',
        userId: null,
        cardId: null,
        cardType: null,
        occurredAt: due,
        postedAt: paid,
        state: paid ? 'posted' : 'pending',
        amount: round(amount),
        title: LOAN_PROVIDER,
        searchText: searchDocument([
          LOAN_PROVIDER,
          spec.description,
          spec.flag === 'WC' ? 'Loan' : 'Growth Loan',
          paymentType,
          round(amount).toFixed(2),
        ]),
      });
      out.instalments.push({
        entryId: id,
        companyId: plan.companyId,
        loanId,
        paymentType,
        status,
        dueDate: isoDay(due),
        paidDate: paid ? isoDay(paid) : null,
        amount: round(amount),
        currency: plan.currency,
      });
    };
    add(new Date(disbursedAt.getTime() + DAY_MS), 'originationFee', principal * 0.015);
    for (let month = 1; month <= spec.months; month += 1) {
      const due = new Date(
        Date.UTC(disbursedAt.getUTCFullYear(), disbursedAt.getUTCMonth() + month, 5, 15),
      );
      const interest = principal * (1 - (month - 1) / spec.months) * 0.011;
      add(due, 'principal', principal / spec.months);
      add(new Date(due.getTime() + 60_000), 'interest', interest);
      add(new Date(due.getTime() + 120_000), 'VAT', interest * 0.16);
    }
    // A correction that is none of the above (shown with a dash).
    add(new Date(disbursedAt.getTime() + 40 * DAY_MS), 'none', principal * 0.001);
  }
}
