import type { SnapshotFrom } from 'xstate';
import type { bankLinkMachine } from './bank-link.machine';

type BankLinkSnapshot = SnapshotFrom<typeof bankLinkMachine>;

/** The widget's screens, in the order the user meets them. */
export type BankLinkScreen =
  | 'loading'
  | 'consent'
  | 'banks'
  | 'credentials'
  | 'secondStep'
  | 'accounts'
  | 'finishing'
  | 'failed'
  | 'done';

function screenOf(snapshot: BankLinkSnapshot): BankLinkScreen {
  if (snapshot.matches('opening') || snapshot.matches('loadingWidget')) return 'loading';
  if (snapshot.matches('consent')) return 'consent';
  if (snapshot.matches('choosingBank')) return 'banks';
  if (snapshot.matches('signingIn') || snapshot.matches('checkingCredentials')) {
    return 'credentials';
  }
  if (snapshot.matches('answeringSecondStep') || snapshot.matches('checkingAnswer')) {
    return 'secondStep';
  }
  if (snapshot.matches('choosingAccounts')) return 'accounts';
  if (snapshot.matches('sharing') || snapshot.matches('exchanging')) return 'finishing';
  if (snapshot.matches('failed')) return 'failed';
  return 'done';
}

/** What the widget shows: its screen, the provider's banks and sign-ins, the bank, the accounts. */
export function bankLinkView(snapshot: BankLinkSnapshot) {
  const { context } = snapshot;
  const institution =
    context.session?.institutions.find((bank) => bank.id === context.institutionId) ??
    context.session?.institution ??
    null;
  return {
    screen: screenOf(snapshot),
    busy: snapshot.hasTag('busy'),
    provider: context.session?.provider ?? context.linkToken?.provider ?? null,
    mode: context.session?.mode ?? null,
    companyName: context.session?.companyName ?? null,
    institutions: context.session?.institutions ?? [],
    credentials: context.session?.credentials ?? [],
    institution,
    mfa: context.mfa,
    accounts: context.accounts,
    selected: context.selected,
    canShare: snapshot.can({ type: 'accounts.confirmed' }),
    canGoBack: snapshot.can({ type: 'step.back' }),
    link: context.link,
    error: context.error,
  } as const;
}
