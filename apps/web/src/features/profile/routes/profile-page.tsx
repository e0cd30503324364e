import { Spinner, Stack } from '@outlay/design-system';
import { RetryBanner } from '@/components/error-banner';
import { Page } from '@/components/page';
import { useTranslator } from '@/i18n/intl';
import { useProfile } from '../api/profile';
import { PhoneNumber } from '../components/phone-number';
import { ProfileDetails } from '../components/profile-details';
import { ProfilePicture } from '../components/profile-picture';

/**
 * The profile page (spec part 1 §2.2): every role's own name, picture, language, time zone and
 * phone number. Nobody changes another person's profile here.
 */
export function ProfilePage() {
  const { t } = useTranslator();
  const profile = useProfile();
  return (
    <Page title={t('route.profile.title')}>
      {profile.isPending ? (
        <Spinner label={t('profile.loading')} />
      ) : profile.isError ? (
        <RetryBanner
          query={profile}
          title={t('profile.loadError')}
          retryLabel={t('profile.retry')}
        />
      ) : (
        <Stack space="xxlarge">
          <ProfilePicture profile={profile.data} />
          <ProfileDetails profile={profile.data} />
          <PhoneNumber profile={profile.data} />
        </Stack>
      )}
    </Page>
  );
}
