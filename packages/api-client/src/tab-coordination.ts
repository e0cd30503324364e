// Several tabs of the app share one refresh cookie. Refreshing in two of them at once would
// spend the same cookie twice; the server forgives that for a few seconds, but the tabs need
// not race at all: one refresh at a time across tabs (Web Locks), and the token it gets is
// told to the other tabs (BroadcastChannel), which then use it without refreshing themselves.

/** The part of the Web Locks API used here (navigator.locks). */
export interface TabLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The part of BroadcastChannel used here. */
export interface TabChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}

export interface TabCoordination {
  locks?: TabLocks;
  channel?: TabChannel;
}

export const REFRESH_LOCK = 'outlay-session-refresh';
export const SESSION_CHANNEL = 'outlay-session';

interface TokenMessage {
  type: 'secretToken';
  token: string;
}

export function isTokenMessage(data: unknown): data is TokenMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'secretToken' &&
    typeof (data as { token?: unknown }).token === 'string'
  );
}

/** The browser's own locks and channel, when it has them (not in Node, nor old browsers). */
export function browserTabCoordination(): TabCoordination {
  const scope = globalThis as {
    navigator?: { locks?: TabLocks };
    BroadcastChannel?: new (name: string) => TabChannel;
  };
  const locks = scope.navigator?.locks;
  const Channel = scope.BroadcastChannel;
  return {
    ...(locks ? { locks } : {}),
    ...(Channel && locks ? { channel: new Channel(SESSION_CHANNEL) } : {}),
  };
}
