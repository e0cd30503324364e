// scripts/check-catalogs.mjs fails on a message that shows a count outside ICU plural rules
// ("Try again in 1 minutes"), in the web catalogs and the server's; this checks that rule and
// that the web catalogs keep it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
// The repo's root exports no module: the check's own rule, by path.
/* eslint-disable import-x/no-relative-packages */
import { countsOutsidePlurals } from '../../../../scripts/lib/catalog-plurals.mjs';
import { webRoot } from '../../../../scripts/lib/message-areas.mjs';
/* eslint-enable import-x/no-relative-packages */

const countsOf = (message: string) => countsOutsidePlurals(parse(message), TYPE);

describe('counts in messages', () => {
  it('finds a count shown outside a plural, plain or as a number', () => {
    expect(countsOf('Too many codes requested. Try again in {minutes} minutes.')).toEqual([
      'minutes',
    ]);
    expect(countsOf('Available in {seconds, number} s')).toEqual(['seconds']);
    // Inside another argument's plural it is still outside its own.
    expect(countsOf('{count, plural, other {# files in {minutes} minutes}}')).toEqual(['minutes']);
  });

  it('accepts counts under plural rules, and numbers that are not counts', () => {
    expect(countsOf('Try again in {minutes, plural, one {# minute} other {# minutes}}.')).toEqual(
      [],
    );
    expect(countsOf('File cannot be bigger than {size}mb')).toEqual([]);
    expect(countsOf('What is {a} plus {b}?')).toEqual([]);
  });

  it('has every count of the web catalogs under plural rules', () => {
    const folder = join(webRoot, 'src/i18n/messages');
    const shown = readdirSync(folder).flatMap((language) =>
      readdirSync(join(folder, language)).flatMap((file) =>
        Object.entries(
          JSON.parse(readFileSync(join(folder, language, file), 'utf8')) as Record<string, string>,
        )
          .filter(([, message]) => countsOf(message).length > 0)
          .map(([key]) => `${language}/${key}`),
      ),
    );
    expect(shown).toEqual([]);
  });

  it('says one second, and more seconds, for the resend countdown', () => {
    const english = JSON.parse(
      readFileSync(join(webRoot, 'src/i18n/messages/en/common.json'), 'utf8'),
    ) as Record<string, string>;
    const resendIn = new IntlMessageFormat(english['codeStep.resendIn'] ?? '', 'en');
    expect(resendIn.format({ seconds: 1 })).toBe('Available in 1 s');
    expect(resendIn.format({ seconds: 25 })).toBe('Available in 25 s');
  });
});
