import type { Db } from '../db/db.js';

interface Waiting {
  resolve: (version: number) => void;
  reject: (error: unknown) => void;
}

interface CompanyReads {
  /** Calls that arrived after the read in flight was sent; they share the next one. */
  next: Waiting[];
  reading: boolean;
}

/**
 * Each company's entry version (the key of its stored dashboard pages), read for every call.
 * A call never takes a read sent before it arrived, which could miss a change committed just
 * before it; but every call that arrives while a read is in flight shares the next one. Under
 * load that is one primary-key read per round trip instead of one per call, and a call waits
 * for at most two reads.
 */
export function createEntryVersions(db: Db): (companyId: number) => Promise<number> {
  const companies = new Map<number, CompanyReads>();

  function readFor(companyId: number, reads: CompanyReads) {
    const batch = reads.next;
    reads.next = [];
    reads.reading = true;
    db.query<{ version: string }>(
      'SELECT version::text FROM entry_versions WHERE company_id = $1',
      [companyId],
      { prepared: 'entry-version' },
    )
      .then(
        ([row]) => {
          const version = Number(row?.version ?? 0);
          for (const call of batch) call.resolve(version);
        },
        (error: unknown) => {
          for (const call of batch) call.reject(error);
        },
      )
      .finally(() => {
        reads.reading = false;
        if (reads.next.length > 0) readFor(companyId, reads);
        else companies.delete(companyId);
      });
  }

  return (companyId) =>
    new Promise<number>((resolve, reject) => {
      let reads = companies.get(companyId);
      if (reads === undefined) {
        reads = { next: [], reading: false };
        companies.set(companyId, reads);
      }
      reads.next.push({ resolve, reject });
      if (!reads.reading) readFor(companyId, reads);
    });
}
