import { describe, expect, it } from 'vitest';
import { reusedAnswer, serializeAnswer } from '../src/http/reused-answers.js';

describe('reused answers', () => {
  it('are sent as the text made when they were marked', () => {
    const answer = reusedAnswer({ total: 2, transactions: [{ id: 1 }, { id: 2 }] });
    expect(serializeAnswer(answer)).toBe('{"total":2,"transactions":[{"id":1},{"id":2}]}');
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
