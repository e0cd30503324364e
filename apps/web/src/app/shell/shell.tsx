import type { Company, LoggedInUser } from '@outlay/api-client';
import { AppShell, Link } from '@outlay/design-system';
import { useEffect, useMemo, type ReactNode } from 'react';
import { PageLoading } from '@/components/page-loading';
import { useTranslator } from '@/i18n/intl';
import { useValueInTransition } from '@/lib/use-value-in-transition';
import { accessFactsOf } from '../routes/access';
import { delegatesOffered, type NavEntry } from '../routes/sidebar-entries';
import type { CreamMode } from './cream-mode';
import { markFrameShown } from './frame-shown';
import { Header } from './header';
import { LegalLinks } from './legal-links';
import { PermissionsChangedBanner } from './permissions-changed-banner';
import { Sidebar } from './sidebar';
import { SupportChat } from './support-chat/support-chat';
import { TopBanner } from './top-banner';
import { useBannersSettled } from './use-banners-settled';

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
  const banners = useBannersSettled(user, company, cream === null);
  // The banners' answers usually come just after the user and company: the frame's first
  // drawing, which they allow, is a transition too (in slices, not one long task).
  const settled = useValueInTransition(banners.settled, false);
  const drawn = cream !== null || settled;
  useEffect(() => {
    if (drawn) markFrameShown();
  }, [drawn]);
  // The page mounts once the frame is painted, in a transition that React splits into short
  // slices: the frame (the first paint a phone waits for) is not held up by the page's table,
  // nor committed with it, and neither is the main thread for the whole of the page's first
  // render.
  const pageShown = useValueInTransition(drawn, false, { afterPaint: true });
  const page = pageShown ? children : drawn && <PageLoading />;
  // The same elements while the page mounts and its banners settle: the sidebar and header
  // are drawn again only when what they show changes.
  const isAdmin = user.role === 'admin';
  const sidebar = useMemo(
    () => <Sidebar company={company} isAdmin={isAdmin} entries={entries} currentId={currentId} />,
    [company, isAdmin, entries, currentId],
  );
  const offersDelegates = delegatesOffered(accessFactsOf(user, company));
  const header = useMemo(
    () => <Header user={user} delegatesOffered={offersDelegates} />,
    [user, offersDelegates],
  );
  if (cream) {
    return (
      <AppShell
        skipLinkLabel={t('app.skipToContent')}
        banners={<Link href={cream.backTo}>{t(cream.backLabel)}</Link>}
      >
        {page}
      </AppShell>
    );
  }
  // The frame shows once the banners and the sidebar's figures are known: each of them coming
  // later would push the page down (a layout shift of most of the screen). It is drawn once
  // they are, rather than drawn out of sight and again when shown.
  if (!settled) return <PageLoading />;
  return (
    <AppShell
      skipLinkLabel={t('app.skipToContent')}
      sidebar={sidebar}
      header={header}
      banners={
        <>
          <PermissionsChangedBanner role={user.role} />
          <TopBanner />
          {banners.AutopayBanner && (
            <banners.AutopayBanner
              user={user}
              company={company}
              onBillingPage={currentId === 'billing'}
            />
          )}
        </>
      }
      // Below the page, so it comes with it (and does not stand where the page will be).
      footer={
        pageShown && (
          <>
            <LegalLinks />
            <SupportChat
              user={{ firstName: user.firstName, lastName: user.lastName, email: user.email }}
            />
          </>
        )
      }
    >
      {page}
    </AppShell>
  );
}
