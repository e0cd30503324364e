// Security probe, statistics limited like the list: the figures took any two dates (from the
// year 1 to 9999, a full scan of the company's entries for one call), while the list refuses a
// range out of order or longer than its custom-range limit. Both now follow one rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CUSTOM_DAYS } from '../../src/dashboard/period.js';
import { startDashboardServer } from '../support/dashboard.js';
import { type Caller, callerFor } from '../support/signed-in-calls.js';
import type { TestServer } from '../support/test-server.js';

let server: TestServer;
let admin: Caller;

beforeAll(async () => {
  server = await startDashboardServer();
  admin = await callerFor(server.app, 'admin@demo.outlay.test');
}, 120_000);
afterAll(() => server.close());

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

const RANGES: [string, string, string][] = [
  ['a month', '2026-01-01', '2026-01-31'],
  ['one day', '2026-02-10', '2026-02-10'],
  ['the longest allowed', '2023-01-01', dayAfter('2023-01-01', MAX_CUSTOM_DAYS)],
  ['a day too long', '2023-01-01', dayAfter('2023-01-01', MAX_CUSTOM_DAYS + 1)],
  ['out of order', '2026-02-10', '2026-02-01'],
  ['ten thousand years', '0001-01-01', '9999-12-31'],
];

describe('the figures take the ranges the list takes', () => {
  it.each(RANGES)('%s (%s to %s)', async (_name, startDate, endDate) => {
    const list = await admin.call('POST', '/web/dashboard/transactions', {
      filter: 'custom',
      startDate,
      endDate,
    });
    const figures = await admin.call(
      'GET',
      `/web/dashboard/get-statistics?startDate=${startDate}&endDate=${endDate}`,
    );
    expect([200, 400]).toContain(list.statusCode);
    expect(figures.statusCode, figures.body).toBe(list.statusCode);
    if (figures.statusCode === 400) {
      expect(figures.json()).toEqual(list.json());
    }
  });
});
