import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from '@outlay/machines/login/login.machine';
import { paths } from '@/lib/paths';

type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

// Each screen of the login machine has a route; a screen's order says whether a route the
// visitor opened is behind the machine (the Back button) or ahead of it (a typed URL).
export const loginScreens = [
  { tag: 'screen.credentials', path: paths.home, order: 0 },
  { tag: 'screen.options', path: paths.loginOptions, order: 1 },
  { tag: 'screen.code', path: paths.loginVerify, order: 2 },
  { tag: 'screen.authenticatorSetup', path: paths.loginAuth, order: 2 },
] as const;

export type LoginScreen = (typeof loginScreens)[number];

export function screenOfSnapshot(snapshot: LoginSnapshot): LoginScreen {
  return loginScreens.find((screen) => snapshot.hasTag(screen.tag)) ?? loginScreens[0];
}

export function screenOfPath(path: string): LoginScreen {
  const normalised = path === paths.login ? paths.home : path;
  return loginScreens.find((screen) => screen.path === normalised) ?? loginScreens[0];
}
