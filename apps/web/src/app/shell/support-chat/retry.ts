/** Waits, then tries; after a failure waits again, up to `retries` more times. */
export async function afterWaitWithRetries<T>(
  task: () => Promise<T>,
  options: { waitMs: number; retries: number; sleep: (ms: number) => Promise<void> },
): Promise<T> {
  let attempt = 0;
  for (;;) {
    await options.sleep(options.waitMs);
    try {
      return await task();
    } catch (error) {
      attempt += 1;
      if (attempt > options.retries) throw error;
    }
  }
}
