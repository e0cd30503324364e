/**
 * How long an entry's details stay cached once unused. The app caches nothing unused (spec),
 * but the drawer fetches the rows above and below ahead of time so moving shows them at once:
 * they must outlive the moment between prefetch and move.
 */
export const DETAILS_GC_MS = 60_000;

/** A neighbour fetched this recently is not fetched again when the drawer moves on. */
export const NEIGHBOUR_FRESH_MS = 30_000;
