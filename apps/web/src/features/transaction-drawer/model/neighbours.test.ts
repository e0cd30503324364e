import { cardEntry, loanEntry, pendingCardEntry, stpPaymentEntry } from '@outlay/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { landing, moveFrom } from './neighbours';

const rows = [pendingCardEntry, cardEntry, stpPaymentEntry, loanEntry];

describe('moving across rows and pages', () => {
  it('goes to the row above or below on the same page', () => {
    expect(moveFrom({ type: 'card', id: 5012 }, rows, 1, 3, 'next')).toEqual({
      kind: 'row',
      entry: { type: 'payment', id: 5100 },
      page: 1,
    });
    expect(moveFrom({ type: 'card', id: 5012 }, rows, 1, 3, 'previous')).toEqual({
      kind: 'row',
      entry: { type: 'card', id: 5013 },
      page: 1,
    });
  });

  it('goes past the end of a page to the next page, and back past its start', () => {
    expect(moveFrom({ type: 'loan', id: 5200 }, rows, 2, 3, 'next')).toEqual({
      kind: 'page',
      page: 3,
      take: 'first',
    });
    expect(moveFrom({ type: 'card', id: 5013 }, rows, 2, 3, 'previous')).toEqual({
      kind: 'page',
      page: 1,
      take: 'last',
    });
    expect(landing(rows, 'first')).toEqual({ type: 'card', id: 5013 });
    expect(landing(rows, 'last')).toEqual({ type: 'loan', id: 5200 });
  });

  it('stops at the very first and very last rows, and for an entry not on the page', () => {
    expect(moveFrom({ type: 'card', id: 5013 }, rows, 1, 3, 'previous')).toEqual({ kind: 'none' });
    expect(moveFrom({ type: 'loan', id: 5200 }, rows, 3, 3, 'next')).toEqual({ kind: 'none' });
    expect(moveFrom({ type: 'card', id: 1 }, rows, 1, 3, 'next')).toEqual({ kind: 'none' });
    // The same id as another type is another entry.
    expect(moveFrom({ type: 'payment', id: 5012 }, rows, 1, 3, 'next')).toEqual({ kind: 'none' });
    expect(landing([], 'first')).toBeNull();
  });
});
