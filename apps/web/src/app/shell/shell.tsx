import type { Company, LoggedInUser } from '@outlay/api-client';
import { AppShell, Link } from '@outlay/design-system';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslator } from '../../i18n/intl';
import type { NavEntry } from '../routes/sidebar-entries';
import type { CreamMode } from './cream-mode';
import { Header } from './header';
import { LegalLinks } from './legal-links';
import { Sidebar } from './sidebar';
import { SupportChat } from './support-chat/support-chat';
import { TopBanner } from './top-banner';

// The autopay check (its machine and calls) is not needed to draw the frame: its code starts
// downloading as soon as the shell's runs, and its banner shows when the check answers.
void import('./autopay-banner');
const AutopayBanner = lazy(() =>
  import('./autopay-banner').then((module) => ({ default: module.AutopayBanner })),
);

export interface ShellProps {
  user: LoggedInUser;
  company: Company;
  entries: readonly NavEntry[];
  currentId: string | undefined;
  cream: CreamMode | null;
  children: ReactNode;
}

/**
 * Every signed-in page's frame (spec part 1 §2.3): sidebar, header, banners, legal links and
 * the support chat; in cream-user mode only the page and a way back.
 */
export function Shell({ user, company, entries, currentId, cream, children }: ShellProps) {
  const { t } = useTranslator();
  if (cream) {
    return (
      <AppShell
        skipLinkLabel={t('app.skipToContent')}
        banners={<Link href={cream.backTo}>{t(cream.backLabel)}</Link>}
      >
        {children}
      </AppShell>
    );
  }
  return (
    <AppShell
      skipLinkLabel={t('app.skipToContent')}
      sidebar={
        <Sidebar
          company={company}
          isAdmin={user.role === 'admin'}
          entries={entries}
          currentId={currentId}
        />
      }
      header={<Header user={user} />}
      banners={
        <>
          <TopBanner />
          <Suspense fallback={null}>
            <AutopayBanner user={user} company={company} onBillingPage={currentId === 'billing'} />
          </Suspense>
        </>
      }
      footer={
        <>
          <LegalLinks />
          <SupportChat
            user={{ firstName: user.firstName, lastName: user.lastName, email: user.email }}
          />
        </>
      }
    >
      {children}
    </AppShell>
  );
}
