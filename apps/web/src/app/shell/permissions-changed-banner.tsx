import type { Role } from '@outlay/api-client';
import { Banner } from '@outlay/design-system';
import { useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import { useProfileAfterRefresh } from '@/session/use-profile-after-refresh';

/**
 * Says so when the caller's role changes while the page is open (spec part 2 §6): the menu and
 * the sections on screen were drawn for the old role, so a refresh of the page is asked for.
 * Said at once to screen readers, since what the caller tries next may now be refused.
 */
export function PermissionsChangedBanner({ role }: { role: Role }) {
  const { t } = useTranslator();
  const [drawnFor] = useState(role);
  useProfileAfterRefresh();
  if (role === drawnFor) return null;
  return (
    <Banner
      tone="warning"
      announce="assertive"
      action={{
        label: t('shell.permissionsChanged.refresh'),
        onPress: () => {
          window.location.reload();
        },
      }}
    >
      {t('shell.permissionsChanged.message')}
    </Banner>
  );
}
