import type { LoggedInUser } from '@outlay/api-client';
import { AccountMenu, Inline, MenuItem } from '@outlay/design-system';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';
import { useTranslator } from '@/i18n/intl';
import { signOut } from '@/session/sign-out';
import { delegateRegistrationPath } from '../routes/sidebar-entries';
import { LanguageMenu } from './language-menu';
import { ThemeSwitch } from './theme-switch';

/** `profilePicMedium` is base64, with or without its data-URL prefix. */
function pictureOf(base64: string | null): string | undefined {
  if (!base64) return undefined;
  return base64.startsWith('data:') ? base64 : `data:image/png;base64,${base64}`;
}

/**
 * Language, theme, the Notifications bell and the avatar's menu: profile, delegates (where the
 * user may register them), settings, sign out.
 */
export function Header({
  user,
  delegatesOffered,
}: {
  user: LoggedInUser;
  delegatesOffered: boolean;
}) {
  const { t } = useTranslator();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Inline space={{ base: 'small', md: 'medium' }} alignY="center">
      <LanguageMenu />
      <ThemeSwitch />
      <NotificationsMenu />
      <AccountMenu
        name={name}
        src={pictureOf(user.profilePicMedium)}
        label={t('shell.account.menu')}
        onAction={(key) => {
          if (key === 'signOut') void signOut();
        }}
      >
        <MenuItem id="profile" href="/web/profile">
          {t('shell.account.profile')}
        </MenuItem>
        {delegatesOffered ? (
          <MenuItem id="delegates" href={delegateRegistrationPath}>
            {t('shell.account.delegates')}
          </MenuItem>
        ) : null}
        <MenuItem id="settings" href="/settings">
          {t('shell.account.settings')}
        </MenuItem>
        <MenuItem id="signOut">{t('session.signOut')}</MenuItem>
      </AccountMenu>
    </Inline>
  );
}
