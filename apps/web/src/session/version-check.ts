// Spec part 1 §4.2 and §9: every 300000 ms the app compares its own version and the backend's
// with what is running now, and reloads when either changed (a deploy happened).

export const VERSION_CHECK_INTERVAL_MS = 300_000;

/** The version a server without a built web app reports (development): nothing to compare. */
const DEVELOPMENT_APP_VERSION = 'dev';

export interface Versions {
  appVersion: string;
  backendVersion: string;
}

export interface VersionCheckOptions {
  /** The running app's version (`__APP_VERSION__`). */
  appVersion: string;
  fetchVersions: () => Promise<Versions>;
  reload: () => void;
  intervalMs?: number;
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/**
 * Reads the backend's version once at start, then polls: a served app other than the running
 * one, or a backend other than the one seen at start, reloads the page. A failed poll is just
 * skipped (the next one tries again). Returns a function that stops the polling.
 */
export function startVersionCheck(options: VersionCheckOptions): () => void {
  const every = options.setInterval ?? ((run, ms) => globalThis.setInterval(run, ms));
  const stop =
    options.clearInterval ??
    ((handle) => {
      globalThis.clearInterval(handle as ReturnType<typeof globalThis.setInterval>);
    });
  let backendAtStart: string | null = null;
  let stopped = false;

  const changed = (versions: Versions) => {
    const appChanged =
      versions.appVersion !== DEVELOPMENT_APP_VERSION && versions.appVersion !== options.appVersion;
    const backendChanged = backendAtStart !== null && versions.backendVersion !== backendAtStart;
    return appChanged || backendChanged;
  };

  const check = async () => {
    let versions: Versions;
    try {
      versions = await options.fetchVersions();
    } catch {
      return;
    }
    if (stopped) return;
    if (changed(versions)) {
      stopped = true;
      options.reload();
      return;
    }
    backendAtStart ??= versions.backendVersion;
  };

  void check();
  const handle = every(() => void check(), options.intervalMs ?? VERSION_CHECK_INTERVAL_MS);
  return () => {
    stopped = true;
    stop(handle);
  };
}
