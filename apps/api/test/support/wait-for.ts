import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Polls `probe` until it answers something other than undefined (a background job reached the
 * state a test waits for). Gives up after `timeoutMs` so a job that never gets there fails the
 * test with a message instead of hanging it.
 */
export async function waitFor<T>(
  probe: () => Promise<T | undefined> | T | undefined,
  { timeoutMs = 30_000, intervalMs = 25 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Still waiting after ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
}
