import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileCatalog, compileMessage } from './precompiled-messages';

describe('compileMessage', () => {
  it('keeps plain text as its text, quotes resolved', () => {
    expect(compileMessage('Sign in to Outlay')).toBe('Sign in to Outlay');
    expect(compileMessage("Don''t have an account?")).toBe("Don't have an account?");
    expect(compileMessage('')).toBe('');
  });

  it('compiles a message with arguments, plurals or tags to a tree that formats as the source', () => {
    const cases: [string, Record<string, string | number | ((parts: unknown[]) => string)>][] = [
      ['We sent a code to {email}.', { email: 'a@b.test' }],
      ['{count, plural, one {# file} other {# files}}', { count: 2 }],
      ['Read the <b>terms</b>', { b: (parts) => `[${parts.join('')}]` }],
    ];
    for (const [source, values] of cases) {
      const compiled = compileMessage(source);
      expect(typeof compiled).not.toBe('string');
      expect(new IntlMessageFormat(compiled, 'en').format(values)).toBe(
        new IntlMessageFormat(source, 'en').format(values),
      );
    }
  });

  it('compiles every message of a catalog file', () => {
    expect(compileCatalog('{"a":"Text","b":"Hi {name}"}')).toEqual({
      a: 'Text',
      b: compileMessage('Hi {name}'),
    });
  });
});
