import { describe, expect, it } from 'vitest';
import type { Db, Row, StatementResult } from '../src/db/db.js';
import { createEntryVersions } from '../src/dashboard/entry-versions.js';

/**
 * A database whose version reads wait until the test answers them, one by one, each with a
 * version per company it asked for. `changes`: the count PGlite keeps (Db.changeCount).
 */
function heldReads(changes?: { count: number }) {
  const reads: {
    companyIds: number[];
    answer: (versions: Record<number, number>) => void;
    fail: () => void;
  }[] = [];
  const db = {
    kind: changes ? 'pglite' : 'postgres',
    ...(changes ? { changeCount: () => changes.count } : {}),
    execute<T extends Row>(_sql: string, params: readonly unknown[] = []) {
      return new Promise<StatementResult<T>>((resolve, reject) => {
        reads.push({
          companyIds: params[0] as number[],
          answer: (versions) =>
            resolve({
              rows: Object.entries(versions).map(
                ([companyId, version]) =>
                  ({ company_id: Number(companyId), version }) as unknown as T,
              ),
              affectedRows: undefined,
            }),
          fail: () => reject(new Error('connection lost')),
        });
      });
    },
  } as unknown as Db;
  return { db, reads };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

/** Once the read in flight is done, a call for company 1 sends a read of its own. */
async function expectNewRead(
  versionOf: (companyId: number) => Promise<number>,
  reads: ReturnType<typeof heldReads>['reads'],
  version: number,
) {
  await settled();
  const sent = reads.length;
  const call = versionOf(1);
  expect(reads).toHaveLength(sent + 1);
  reads[sent]?.answer({ 1: version });
  expect(await call).toBe(version);
}

describe('entry versions', () => {
  it('share one read among the calls waiting when it is sent', async () => {
    const { db, reads } = heldReads();
    const versionOf = createEntryVersions(db);
    const first = versionOf(1);
    await settled();
    // Arrived while the first read is in flight: they must not take its answer.
    const second = versionOf(1);
    const third = versionOf(1);
    expect(reads).toHaveLength(1);
    reads[0]?.answer({ 1: 7 });
    expect(await first).toBe(7);
    await settled();
    expect(reads).toHaveLength(2);
    reads[1]?.answer({ 1: 8 });
    expect(await Promise.all([second, third])).toEqual([8, 8]);
    expect(reads).toHaveLength(2);
  });

  it('read every company waiting in one statement, a company never changed at 0', async () => {
    const { db, reads } = heldReads();
    const versionOf = createEntryVersions(db);
    const northwind = versionOf(1);
    await settled();
    const lakeshore = versionOf(2);
    const northwindAgain = versionOf(1);
    const untouched = versionOf(3);
    expect(reads.map((read) => read.companyIds)).toEqual([[1]]);
    reads[0]?.answer({ 1: 5 });
    expect(await northwind).toBe(5);
    await settled();
    expect(reads.map((read) => read.companyIds)).toEqual([[1], [2, 1, 3]]);
    reads[1]?.answer({ 1: 6, 2: 3 });
    expect(await Promise.all([lakeshore, northwindAgain, untouched])).toEqual([3, 6, 0]);
  });

  it('read again for every call on a database other processes change', async () => {
    const { db, reads } = heldReads();
    const versionOf = createEntryVersions(db);
    const first = versionOf(1);
    reads[0]?.answer({ 1: 4 });
    expect(await first).toBe(4);
    await expectNewRead(versionOf, reads, 4);
  });

  it.each([
    ['a server other processes change', undefined],
    ['a database only this process changes', { count: 0 }],
  ])('on %s, fail every call of a failed read, remember nothing of it', async (_, changes) => {
    const { db, reads } = heldReads(changes);
    const versionOf = createEntryVersions(db);
    const first = versionOf(1);
    // Both wait for the next read.
    const failed = [versionOf(1), versionOf(1)];
    // A write finishes meanwhile, so this read is not the last word on PGlite either.
    if (changes) changes.count += 1;
    reads[0]?.answer({ 1: 1 });
    expect(await first).toBe(1);
    await settled();
    reads[1]?.fail();
    for (const call of failed) await expect(call).rejects.toThrow('connection lost');
    await expectNewRead(versionOf, reads, 9);
  });

  it('where this process makes every change, reuse a read until a statement finishes', async () => {
    const changes = { count: 10 };
    const { db, reads } = heldReads(changes);
    const versionOf = createEntryVersions(db);
    const first = versionOf(1);
    reads[0]?.answer({ 1: 4 });
    expect(await first).toBe(4);
    // Nothing ran since: no statement at all.
    expect(await versionOf(1)).toBe(4);
    expect(reads).toHaveLength(1);
    // Another company was never read.
    await settled();
    const other = versionOf(2);
    expect(reads).toHaveLength(2);
    reads[1]?.answer({ 2: 1 });
    expect(await other).toBe(1);
    // A write finished: the next call reads again, and sees it.
    changes.count += 1;
    await expectNewRead(versionOf, reads, 5);
    expect(await versionOf(1)).toBe(5);
    expect(reads).toHaveLength(3);
  });

  it('keep a read under the count it was sent at, so a write finishing meanwhile is read again', async () => {
    const changes = { count: 0 };
    const { db, reads } = heldReads(changes);
    const versionOf = createEntryVersions(db);
    const first = versionOf(1);
    // The write finishes while the read is on its way: the read may or may not have seen it.
    changes.count += 1;
    reads[0]?.answer({ 1: 1 });
    expect(await first).toBe(1);
    await expectNewRead(versionOf, reads, 2);
  });
});
