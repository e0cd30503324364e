// One term per concept per language (glossary.json): scripts/check-catalogs.mjs fails on a
// translation that names a glossary concept by a synonym ("Faturas" for invoices, "Recibos"
// beside "Comprovante"); this checks that rule, and that the web catalogs keep it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
// The repo's root exports no module: the check's own rule, by path.
/* eslint-disable import-x/no-relative-packages */
import { type Glossary, glossaryProblems, shownText } from '../../../../scripts/lib/glossary.mjs';
import { webRoot } from '../../../../scripts/lib/message-areas.mjs';
/* eslint-enable import-x/no-relative-packages */
import glossaryFile from './glossary.json';

const glossary = glossaryFile as Glossary;
const textOf = (message: string) => shownText(parse(message), TYPE);
const check = (catalogs: Record<string, Record<string, string>>) =>
  glossaryProblems(glossary, 'test', catalogs, textOf);

describe('the glossary', () => {
  it('refuses a synonym: Portuguese invoices called "Faturas", statements\' word', () => {
    expect(
      check({
        en: { 'files.title.invoice': 'Invoices' },
        es: { 'files.title.invoice': 'Facturas' },
        pt: { 'files.title.invoice': 'Faturas' },
      }),
    ).toEqual([
      'test/pt: "files.title.invoice" calls the invoice "faturas"; the glossary\'s word is "nota fiscal"',
    ]);
  });

  it('refuses receipts called "Recibos" in the drawer while the table says "Comprobante"', () => {
    expect(
      check({
        en: { title: 'Receipts' },
        es: { title: 'Recibos' },
        pt: { title: 'Comprovantes' },
      }),
    ).toEqual([
      'test/es: "title" calls the receipt "recibos"; the glossary\'s word is "comprobante"',
    ]);
  });

  it('asks for the term where the English names the concept, in select branches too', () => {
    const drop = 'Attach {kind, select, invoice {invoice} other {receipt}}';
    expect(
      check({
        en: { drop },
        es: { drop: 'Adjuntar {kind, select, invoice {factura} other {archivo}}' },
        pt: { drop: 'Anexar {kind, select, invoice {nota fiscal} other {comprovante}}' },
      }),
    ).toEqual(['test/es: "drop" names the receipt without the glossary\'s word "comprobante"']);
  });

  it('reads the words a message shows, not its argument names', () => {
    // "{provider}" is an argument, not the word "provider".
    expect(
      check({
        en: { 'transactionDrawer.loan.providerWithLoan': '{provider} – {loan}' },
        es: { 'transactionDrawer.loan.providerWithLoan': '{provider} – {loan}' },
        pt: { 'transactionDrawer.loan.providerWithLoan': '{provider} – {loan}' },
      }),
    ).toEqual([]);
    // A loan's provider is its lender, not a supplier; other providers are not this concept.
    expect(
      check({
        en: { 'transactionDrawer.loan.provider': 'Provider', 'card.provider': 'Card provider' },
        es: { 'transactionDrawer.loan.provider': 'Proveedor', 'card.provider': 'Proveedor' },
        pt: { 'transactionDrawer.loan.provider': 'Credor', 'card.provider': 'Emissor' },
      }),
    ).toEqual([
      'test/es: "transactionDrawer.loan.provider" calls the loanProvider "proveedor"; the glossary\'s word is "prestamista"',
    ]);
  });

  it('is kept by every web catalog', () => {
    const folder = join(webRoot, 'src/i18n/messages');
    const catalogs = Object.fromEntries(
      readdirSync(folder).map((language) => [
        language,
        Object.assign(
          {},
          ...readdirSync(join(folder, language)).map(
            (file) =>
              JSON.parse(readFileSync(join(folder, language, file), 'utf8')) as Record<
                string,
                string
              >,
          ),
        ) as Record<string, string>,
      ]),
    );
    expect(check(catalogs)).toEqual([]);
  });
});
