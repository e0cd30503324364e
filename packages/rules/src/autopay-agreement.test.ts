import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_IN_PROGRESS_MS,
  agreementKindOf,
  agreementStatus,
  agreementWindowEndsAt,
} from './autopay-agreement';

const now = new Date('2026-03-02T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
const fields = (overrides: object = {}) => ({
  padDocument: null,
  userAgreementId: null,
  padRequestedAt: null,
  ...overrides,
});

describe('agreement status (spec part 1 §4.4)', () => {
  it('is in progress for five minutes after a request', () => {
    expect(AGREEMENT_IN_PROGRESS_MS).toBe(300_000);
  });

  it.each([
    ['a signed PAD document', { padDocument: 'pad.pdf' }, 'DONE'],
    ['a user agreement id', { userAgreementId: 'ua_123' }, 'DONE'],
    [
      'both, even with a recent request',
      { padDocument: 'pad.pdf', padRequestedAt: minutesAgo(1) },
      'DONE',
    ],
    ['a request a minute ago', { padRequestedAt: minutesAgo(1) }, 'IN_PROGRESS'],
    ['a request 4 min 59 s ago', { padRequestedAt: minutesAgo(4.99) }, 'IN_PROGRESS'],
    [
      'a request stamped just ahead of this clock',
      { padRequestedAt: minutesAgo(-0.5) },
      'IN_PROGRESS',
    ],
    ['a request exactly 5 minutes ago', { padRequestedAt: minutesAgo(5) }, 'PENDING'],
    ['a request an hour ago', { padRequestedAt: minutesAgo(60) }, 'PENDING'],
    ['nothing at all', {}, 'PENDING'],
  ] as const)('%s is %s', (_name, overrides, status) => {
    expect(agreementStatus(fields(overrides), now)).toBe(status);
  });

  it('says when an in-progress window ends', () => {
    expect(agreementWindowEndsAt(fields({ padRequestedAt: minutesAgo(2) }), now)).toEqual(
      new Date('2026-03-02T10:03:00.000Z'),
    );
    expect(agreementWindowEndsAt(fields({ padRequestedAt: minutesAgo(6) }), now)).toBeNull();
    expect(
      agreementWindowEndsAt(fields({ padDocument: 'x', padRequestedAt: minutesAgo(1) }), now),
    ).toBeNull();
  });
});

describe('the agreement each region needs', () => {
  it.each([
    ['canada', 'PAD'],
    ['ca', 'PAD'],
    ['mx', 'PAD'],
    ['uk', 'DDI'],
    ['eu', 'DDI'],
    ['usa', null],
  ] as const)('%s needs %s', (flag, kind) => {
    expect(agreementKindOf(flag)).toBe(kind);
  });
});
