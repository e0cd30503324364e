import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../src/http/accept-encoding.js';
import { reusedAnswer, serializeAnswer } from '../src/http/reused-answers.js';

describe('reused answers', () => {
  it('are sent as the bytes made when they were marked, the same bytes every time', () => {
    const answer = reusedAnswer({ total: 2, transactions: [{ id: 1 }, { id: 2 }] });
    const sent = serializeAnswer(answer);
    expect(Buffer.isBuffer(sent)).toBe(true);
    expect(sent.toString()).toBe('{"total":2,"transactions":[{"id":1},{"id":2}]}');
    expect(serializeAnswer(answer)).toBe(sent);
    expect(Object.isFrozen(answer)).toBe(true);
  });

  it('leave every other answer to JSON', () => {
    const answer = { total: 1 };
    expect(serializeAnswer(answer)).toBe('{"total":1}');
    answer.total = 3;
    expect(serializeAnswer(answer)).toBe('{"total":3}');
    expect(serializeAnswer(null)).toBe('null');
  });
});

describe('the encoding a caller asks for', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['*', 'br'],
    ['br;q=0, *', 'gzip'],
    ['br;q=0, gzip;q=0, *;q=1', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('"%s" is %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
