import { describe, expect, it } from 'vitest';
import type { Db, Row } from '../src/db/db.js';
import { createEntryVersions } from '../src/dashboard/entry-versions.js';

/** A database whose version reads wait until the test answers them, one by one. */
function heldReads() {
  const reads: { companyId: unknown; answer: (version: number) => void; fail: () => void }[] = [];
  const db = {
    kind: 'postgres',
    query<T extends Row>(_sql: string, params: readonly unknown[] = []) {
      return new Promise<T[]>((resolve, reject) => {
        reads.push({
          companyId: params[0],
          answer: (version) => resolve([{ version: String(version) } as unknown as T]),
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
    reads[0]?.answer(7);
    expect(await first).toBe(7);
    await settled();
    expect(reads).toHaveLength(2);
    reads[1]?.answer(8);
    expect(await Promise.all([second, third])).toEqual([8, 8]);
    expect(reads).toHaveLength(2);
  });

  it('read each company on its own', async () => {
    const { db, reads } = heldReads();
    const versionOf = createEntryVersions(db);
    const northwind = versionOf(1);
    const lakeshore = versionOf(2);
    expect(reads.map((read) => read.companyId)).toEqual([1, 2]);
    reads[1]?.answer(3);
    reads[0]?.answer(5);
    expect(await Promise.all([northwind, lakeshore])).toEqual([5, 3]);
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
    reads[1]?.answer(9);
    expect(await next).toBe(9);
  });
});
