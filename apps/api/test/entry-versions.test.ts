import { describe, expect, it } from 'vitest';
import type { Db, Row } from '../src/db/db.js';
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
    query<T extends Row>(_sql: string, params: readonly unknown[] = []) {
      return new Promise<T[]>((resolve, reject) => {
        reads.push({
          companyIds: params[0] as number[],
          answer: (versions) =>
            resolve(
              Object.entries(versions).map(
                ([companyId, version]) =>
                  ({ company_id: Number(companyId), version: String(version) }) as unknown as T,
              ),
            ),
          fail: () => reject(new Error('connection lost')),
        });
      });
    },
  } as unknown as Db;
  return { db, reads };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

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
    await settled();
    const second = versionOf(1);
    expect(reads).toHaveLength(2);
    reads[1]?.answer({ 1: 4 });
    expect(await second).toBe(4);
  });

  it('fail every call of a failed read, and read again for the next', async () => {
    const { db, reads } = heldReads();
    const versionOf = createEntryVersions(db);
    const failed = versionOf(1);
    reads[0]?.fail();
    await expect(failed).rejects.toThrow('connection lost');
    await settled();
    const next = versionOf(1);
    expect(reads).toHaveLength(2);
    reads[1]?.answer({ 1: 9 });
    expect(await next).toBe(9);
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
    await settled();
    const afterWrite = versionOf(1);
    expect(reads).toHaveLength(3);
    reads[2]?.answer({ 1: 5 });
    expect(await afterWrite).toBe(5);
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
    await settled();
    const next = versionOf(1);
    expect(reads).toHaveLength(2);
    reads[1]?.answer({ 1: 2 });
    expect(await next).toBe(2);
  });

  it('remember nothing of a failed read', async () => {
    const changes = { count: 0 };
    const { db, reads } = heldReads(changes);
    const versionOf = createEntryVersions(db);
    const failed = versionOf(1);
    reads[0]?.fail();
    await expect(failed).rejects.toThrow('connection lost');
    await settled();
    const next = versionOf(1);
    expect(reads).toHaveLength(2);
    reads[1]?.answer({ 1: 3 });
    expect(await next).toBe(3);
  });
});
