import { type InferResult, sql } from 'kysely';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies } from '../db/kysely.js';

/**
 * The versions of `companyIds`: one fixed text for any companies, so it is prepared once
 * (QueryOptions). Across companies on purpose: one read answers every company whose calls
 * are waiting. Compiled here and sent by `send` itself, so a read is on its way the moment it
 * is sent: a call arriving after that waits for the next read (never takes this one).
 */
const versionsRead = (db: Db, companyIds: number[]) =>
  kyselyAcrossCompanies(db)
    .selectFrom('entry_versions')
    .select(['company_id', 'version'])
    .where((eb) =>
      eb('company_id', '=', eb.fn.any(eb.cast<number[]>(eb.val(companyIds), sql`int[]`))),
    )
    .compile();

type VersionRow = InferResult<ReturnType<typeof versionsRead>>[number];

interface Waiting {
  resolve: (version: number) => void;
  reject: (error: unknown) => void;
}

/** A version read, and the database's change count when it was sent (PGlite). */
interface Known {
  version: number;
  changes: number;
}

/**
 * Each company's entry version (the key of its stored dashboard pages), for every call.
 *
 * Where this process makes every change (PGlite: `db.changeCount`), a version read stays
 * exact until another statement finishes, so it is reused while the count has not moved: a
 * call answered from a stored page sends no statement at all. A write finishes (and moves the
 * count) before its caller has an answer, so the next call reads the version again.
 *
 * Elsewhere (a Postgres server, which other instances write to) a read is sent for every
 * call, but a call never takes a read sent before it arrived, which could miss a change
 * committed just before it; every call that arrives while a read is in flight shares the next
 * one, whatever its company (one statement for all of them). Under load that is one
 * primary-key read per round trip instead of one per call, and a call waits for at most two.
 */
export function createEntryVersions(db: Db): (companyId: number) => Promise<number> {
  const changeCount = db.changeCount;
  const known = new Map<number, Known>();
  /** Calls that arrived after the read in flight was sent, by company: the next read's. */
  let next = new Map<number, Waiting[]>();
  let reading = false;

  function send() {
    const batch = next;
    next = new Map();
    reading = true;
    const changes = changeCount?.();
    const read = versionsRead(db, [...batch.keys()]);
    db.execute<VersionRow>(read.sql, read.parameters, {
      prepared: 'entry-versions',
      readOnly: true,
    })
      .then(
        ({ rows }) => {
          const versions = new Map(rows.map((row) => [row.company_id, row.version]));
          for (const [companyId, calls] of batch) {
            // A company none of whose entries ever changed has no row yet.
            const version = versions.get(companyId) ?? 0;
            if (changes !== undefined) known.set(companyId, { version, changes });
            for (const call of calls) call.resolve(version);
          }
        },
        (error: unknown) => {
          for (const calls of batch.values()) for (const call of calls) call.reject(error);
        },
      )
      .finally(() => {
        reading = false;
        if (next.size > 0) send();
      });
  }

  return (companyId) => {
    const last = changeCount === undefined ? undefined : known.get(companyId);
    if (last !== undefined && last.changes === changeCount?.()) {
      return Promise.resolve(last.version);
    }
    return new Promise<number>((resolve, reject) => {
      const calls = next.get(companyId);
      if (calls === undefined) next.set(companyId, [{ resolve, reject }]);
      else calls.push({ resolve, reject });
      if (!reading) send();
    });
  };
}
