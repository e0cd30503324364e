import { describe, expect, it } from 'vitest';
import {
  cleanName,
  emailProblemOf,
  formatName,
  isEmailList,
  nameMaxLength,
  nameProblemOf,
  normalizeEmail,
  splitEmailList,
} from './people';

describe('names (spec part 2 §5 "Invite form", §9)', () => {
  it.each([
    ['stripe-us', 50],
    ['stripe-uk', 50],
    ['stripe-eur', 50],
    ['galileo', 30],
    ['tutuka', 60],
    ['tutuka-brazil', 60],
    ['tutuka-colombia', 60],
    ['marqeta-canada', 255],
    ['marqeta-us', 255],
    ['something-new', 24],
    [null, 24],
  ])('cuts names at the issuer %s maximum, %i', (issuer, max) => {
    expect(nameMaxLength(issuer)).toBe(max);
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['Jane', null],
    ['Mary-Jane Van Der Berg', null],
    ['José Ñúñez', null],
    ['Zoë', null],
    ["O'Neil", 'characters'],
    ['Jane2', 'characters'],
    ['Jane_', 'characters'],
  ])('judges %j as %s', (name, problem) => {
    expect(nameProblemOf(name)).toBe(problem);
  });

  it.each([
    ['jane', 'Jane'],
    ['mary-jane van der berg', 'Mary-Jane Van Der Berg'],
    ['JANE DOE', 'Jane Doe'],
    ['McKenzie', 'McKenzie'],
    ['josé', 'José'],
    ['élodie', 'Élodie'],
    ['a', 'A'],
    ['jane ', 'Jane '],
  ])('title-cases %j as typed: %j', (typed, shown) => {
    expect(formatName(typed, 50)).toBe(shown);
  });

  it('cuts to the maximum by characters, never splitting a letter', () => {
    expect(formatName('abcdefghij', 4)).toBe('Abcd');
    expect(formatName('ééééé', 3)).toBe('Ééé');
    expect(formatName('x'.repeat(40), 24)).toHaveLength(24);
  });

  it('cleans a stored name: trimmed, one space between words', () => {
    expect(cleanName('  jane   marie ', 50)).toBe('Jane Marie');
  });
});

describe('email addresses', () => {
  it.each([
    ['', 'required'],
    ['  ', 'required'],
    ['jane@example.com', null],
    ['  Jane.Doe+team@Example.co.uk ', null],
    ['jane@example', 'invalid'],
    ['jane@@example.com', 'invalid'],
    ['jane example@example.com', 'invalid'],
    ['jane@example.c', 'invalid'],
    [`${'a'.repeat(250)}@example.com`, 'invalid'],
  ])('judges %j as %s', (email, problem) => {
    expect(emailProblemOf(email)).toBe(problem);
  });

  it('compares addresses trimmed and in lower case', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it('splits a pasted list by lines, commas, semicolons and spaces, keeping bad pieces', () => {
    expect(
      splitEmailList('a@x.com, b@x.com;c@x.com\nd@x.com\r\n\n e@x.com f@x.com,not-an-address'),
    ).toEqual(['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com', 'e@x.com', 'f@x.com', 'not-an-address']);
  });

  it('takes the address out of "Name <address>" and mailto: links', () => {
    expect(
      splitEmailList('Jane Doe <jane@x.com>, "Roe, Rick" <rick@x.com>\nmailto:amy@x.com'),
    ).toEqual(['jane@x.com', 'rick@x.com', 'amy@x.com']);
  });

  it('tells a list from one address', () => {
    expect(isEmailList('jane@x.com')).toBe(false);
    expect(isEmailList(' jane@x.com \n')).toBe(false);
    expect(isEmailList('jane@x.com\nrick@x.com')).toBe(true);
  });
});
