export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres`, trust authentication. */
  url: string;
  /** Stops the cluster and removes its folder. */
  stop(): void;
}

/** A throwaway cluster on loopback; null when Debian's postgresql is missing or fails to start. */
export declare function startPostgres(options?: { port?: number }): ThrowawayPostgres | null;
