// The card provider's and the lender's own words on entries come in English (the names of
// cashback, adjustment, fee and settlement items, their descriptions, loan descriptions, a
// transfer's payment type). Each known text stands for a message of the server's catalogs,
// so the dashboard, the drawer and the exports show it in the request's language, and the
// Merchant column sorts by the name shown, in that language's order.
import { type RawBuilder, sql } from 'kysely';
import type { Lang } from '../i18n/language.js';
import { type MessageKey, translate } from '../i18n/messages.js';

/** Stored texts and the message each stands for. */
const WORDS: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  ['Account adjustment', 'entry.title.accountAdjustment'],
  ['Referral credit', 'entry.title.referralCredit'],
  ['Cashback credit', 'entry.title.cashbackCredit'],
  ['Cashback reward', 'entry.title.cashbackReward'],
  ['Late payment fee', 'entry.title.latePaymentFee'],
  ['Statement payment', 'entry.title.statementPayment'],
  ['Correction of a previous credit', 'entry.description.correction'],
  ['Monthly cashback on card spend', 'entry.description.monthlyCashback'],
  ['Fee for a statement paid after its due date', 'entry.description.lateFee'],
  ['Working capital line', 'entry.loan.workingCapital'],
  ['Growth loan for the new warehouse', 'entry.loan.warehouse'],
  ['International wire', 'entry.paymentType.internationalWire'],
]);

const dayFormats = new Map<Lang, Intl.DateTimeFormat>();

/** A calendar day (`YYYY-MM-DD`) in words, as the language writes it ("Oct 1, 2026"). */
function dayInWords(day: string, lang: Lang): string {
  let format = dayFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' });
    dayFormats.set(lang, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** Texts with a part of their own: the part is kept (or put in the language's words). */
const PATTERNS: readonly {
  pattern: RegExp;
  key: MessageKey;
  params: (part: string, lang: Lang) => Record<string, string>;
}[] = [
  {
    pattern: /^(.+) applied to the statement$/,
    key: 'entry.description.applied',
    params: (title, lang) => ({ title: localText(title, lang) }),
  },
  { pattern: /^IOF on (.+)$/, key: 'entry.description.iof', params: (merchant) => ({ merchant }) },
  {
    pattern: /^Payment of the statement opened (\d{4}-\d{2}-\d{2})$/,
    key: 'entry.description.statementPayment',
    params: (day, lang) => ({ date: dayInWords(day, lang) }),
  },
];

/** A provider's text in the language; anything else (a merchant, a memo) as it is. */
export function localText(text: string, lang: Lang): string {
  const key = WORDS.get(text);
  if (key) return translate(lang, key);
  for (const { pattern, key: patternKey, params } of PATTERNS) {
    const part = pattern.exec(text)?.[1];
    if (part !== undefined) return translate(lang, patternKey, params(part, lang));
  }
  return text;
}

export const localTextOrNull = (text: string | null, lang: Lang) =>
  text === null ? null : localText(text, lang);

/**
 * The Merchant column's sort key (alias `e`): the name the row shows in the language (the
 * provider's titles translated, every other name as stored), under the Unicode root
 * collation, which is English's and Portuguese's order. Spanish puts ñ after every n: an ñ
 * is written as n followed by U+FFFF, which the root collation places after every letter.
 * English names are the stored titles, which the `(company_id, title COLLATE outlay_words)`
 * index holds in this order. The translations are the server's own texts, written into the
 * statement as literals (`sql.lit` quotes them), so the text of each language's statement
 * stays one.
 */
export function merchantSortKey(lang: Lang): RawBuilder<string> {
  const title = sql.ref('e.title');
  if (lang === 'en') return sql<string>`(${title} COLLATE outlay_words)`;
  const titles = [...WORDS].filter(([, key]) => key.startsWith('entry.title.'));
  const shown = sql<string>`(CASE ${title} ${sql.join(
    titles.map(([text, key]) => sql`WHEN ${sql.lit(text)} THEN ${sql.lit(translate(lang, key))}`),
    sql` `,
  )} ELSE ${title} END)`;
  const spelled =
    lang === 'es'
      ? sql<string>`replace(replace(${shown}, 'ñ', 'n' || chr(65535)), 'Ñ', 'N' || chr(65535))`
      : shown;
  return sql<string>`(${spelled} COLLATE outlay_words)`;
}
