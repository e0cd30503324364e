import type { CompanyDocument } from '@outlay/api-client';
import { useEffect, useRef, useState } from 'react';

/** How often the list is read again while an upload of this visit waits for its review. */
export const REVIEW_POLL_MS = 3000;

/** A review that ended while the page was open: what the live region says. */
export type ReviewOutcome = Pick<CompanyDocument, 'id' | 'name' | 'status' | 'rejectionReason'>;

/**
 * The uploads made on this visit, watched until Outlay reviews them: `isWaiting` keeps the list
 * polling while one is Pending, and `outcome` is the last review that ended (approved, or
 * rejected with its reason), once. Uploads Pending from before the visit are not polled for.
 */
export function useReviewWatch(documents: readonly CompanyDocument[] | undefined) {
  const [watched, setWatched] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);
  const seen = useRef(new Map<string, CompanyDocument['status']>());

  useEffect(() => {
    if (!documents) return;
    const ended = documents.filter(
      (document) =>
        watched.has(document.id) &&
        seen.current.get(document.id) === 'pending' &&
        document.status !== 'pending' &&
        document.status !== null,
    );
    for (const document of documents) seen.current.set(document.id, document.status);
    const last = ended.at(-1);
    if (!last) return;
    setOutcome({
      id: last.id,
      name: last.name,
      status: last.status,
      rejectionReason: last.rejectionReason,
    });
    setWatched((previous) => {
      const next = new Set(previous);
      for (const document of ended) next.delete(document.id);
      return next;
    });
  }, [documents, watched]);

  const isWaiting =
    documents?.some((document) => watched.has(document.id) && document.status === 'pending') ===
    true;

  return {
    outcome,
    isWaiting,
    /** An upload just made: watched from Pending. */
    watch(document: CompanyDocument) {
      seen.current.set(document.id, 'pending');
      setWatched((previous) => new Set(previous).add(document.id));
    },
  };
}
