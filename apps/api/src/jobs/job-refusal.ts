/**
 * A permanent failure: the job cannot succeed as asked (the provider refused it: an archived
 * account, a closed period, a missing tracking category). The queue records it and never
 * retries it; any other error is transient and retried with backoff.
 */
export class JobRefusal extends Error {
  constructor(
    /** The domain's code for the refusal, for the user's message. */
    readonly code: string,
    /** The provider's own words, when it gave some. */
    readonly detail: string | null = null,
    /** Values the domain's message names (an account, a date); kept by the domain's settle. */
    readonly params: Readonly<Record<string, string>> = {},
  ) {
    super(detail ? `${code}: ${detail}` : code);
    this.name = 'JobRefusal';
  }
}
