// The login flow survives a reload between its pages: its snapshot is kept in sessionStorage
// while it waits for the visitor (never while a call is under way, never the password, which
// is not in the machine's context). The machine's context is all data: it is kept as it is.
import type { loginMachine } from '@outlay/machines/login/login.machine';
import type { Snapshot, SnapshotFrom } from 'xstate';

const key = 'outlay.login';
type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export function saveLoginSnapshot(snapshot: LoginSnapshot, persisted: Snapshot<unknown>): void {
  if (snapshot.status !== 'active' || snapshot.hasTag('busy')) return;
  if (snapshot.matches('enteringCredentials')) {
    sessionStorage.removeItem(key);
    return;
  }
  sessionStorage.setItem(key, JSON.stringify(persisted));
}

export function restoreLoginSnapshot(): Snapshot<unknown> | undefined {
  const saved = sessionStorage.getItem(key);
  if (!saved) return undefined;
  try {
    const parsed = JSON.parse(saved) as { value: unknown } & Snapshot<unknown>;
    return { ...parsed, value: withResendReady(parsed.value) } as unknown as Snapshot<unknown>;
  } catch {
    sessionStorage.removeItem(key);
    return undefined;
  }
}

/**
 * Resend's wait is a timer, and timers do not survive a reload: a restored code step offers
 * Resend at once. Should the server find it too soon, it says how long to wait and the
 * machine waits that long.
 */
function withResendReady(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [
      key,
      key === 'resend' && child === 'waiting' ? 'ready' : withResendReady(child),
    ]),
  );
}

export function forgetLoginSnapshot(): void {
  sessionStorage.removeItem(key);
}

/** A flow is under way in this tab (a reload between its pages): its screen needs the machine. */
export function hasSavedLoginSnapshot(): boolean {
  return sessionStorage.getItem(key) !== null;
}
