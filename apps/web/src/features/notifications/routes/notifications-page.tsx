import type {
  NotificationPreference as Preference,
  NotificationPreferenceChange as Change,
  Weekday,
} from '@outlay/api-client';
import {
  Button,
  CheckboxList,
  Heading,
  Inline,
  LiveRegion,
  Select,
  SelectItem,
  showToast,
  Spinner,
  Stack,
  Text,
} from '@outlay/design-system';
import { WEEKDAYS } from '@outlay/rules';
import { useState } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { Page } from '@/components/page';
import { useTranslator } from '@/i18n/intl';
import {
  useNotificationPreferences,
  useSaveNotificationPreferences,
} from '../api/notification-preferences';

type Channel = Preference['channels'][number];

/** 1 January 2024 was a Monday: the locale names each day from it. */
const weekdayDate = (day: Weekday) => new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day), 12));

const toChange = (preference: Preference): Change => ({
  kind: preference.kind,
  email: preference.email,
  sms: preference.sms,
  inApp: preference.inApp,
  ...(preference.reminderDay === undefined ? {} : { reminderDay: preference.reminderDay }),
});

/**
 * `/settings/notifications`: which messages reach the person and how. Sign-ins from a new
 * device are shown as always on, their boxes ticked and disabled with the reason.
 */
export function NotificationsPage() {
  const { t } = useTranslator();
  const preferences = useNotificationPreferences();
  return (
    <Page title={t('route.settingsNotifications.title')}>
      <Text tone="muted">{t('notifications.intro')}</Text>
      {preferences.isPending ? (
        <Spinner label={t('notifications.loading')} />
      ) : preferences.isError ? (
        <RetryBanner
          query={preferences}
          title={t('notifications.loadError')}
          retryLabel={t('notifications.retry')}
        />
      ) : (
        <PreferencesForm preferences={preferences.data.preferences} />
      )}
    </Page>
  );
}

function PreferencesForm({ preferences }: { preferences: readonly Preference[] }) {
  const { t } = useTranslator();
  const save = useSaveNotificationPreferences();
  const [drafts, setDrafts] = useState<Change[]>(() => preferences.map(toChange));
  const change = (kind: Change['kind'], patch: Partial<Change>) => {
    setDrafts((current) =>
      current.map((draft) => (draft.kind === kind ? { ...draft, ...patch } : draft)),
    );
  };
  return (
    <AppForm
      aria-label={t('route.settingsNotifications.title')}
      onSubmit={() => {
        const changeable = drafts.filter(
          (draft) => !preferences.find((preference) => preference.kind === draft.kind)?.isLocked,
        );
        save.mutate(
          { preferences: changeable },
          {
            onSuccess: () => {
              showToast({ tone: 'success', description: t('notifications.saved') });
            },
          },
        );
      }}
    >
      <Stack space="xlarge">
        <ErrorBanner error={save.error} />
        {preferences.map((preference) => {
          const draft = drafts.find((candidate) => candidate.kind === preference.kind);
          return draft ? (
            <KindFieldset
              key={preference.kind}
              preference={preference}
              draft={draft}
              onChange={(patch) => {
                change(preference.kind, patch);
              }}
            />
          ) : null;
        })}
        <Text tone="muted" size="small">
          {t('notifications.smsHint')}
        </Text>
        <Inline space="small" alignY="center">
          <Button type="submit" isPending={save.isPending}>
            {t('notifications.save')}
          </Button>
          <LiveRegion visuallyHidden>{save.isPending ? t('notifications.saving') : ''}</LiveRegion>
        </Inline>
      </Stack>
    </AppForm>
  );
}

function KindFieldset({
  preference,
  draft,
  onChange,
}: {
  preference: Preference;
  draft: Change;
  onChange: (patch: Partial<Change>) => void;
}) {
  const { t, intl } = useTranslator();
  const headingId = `notifications-${preference.kind}`;
  const ticked = preference.channels.filter((channel) => draft[channel]);
  return (
    <Stack space="small" component="section" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t(`notifications.kind.${preference.kind}`)}
      </Heading>
      <Text tone="muted">{t(`notifications.about.${preference.kind}`)}</Text>
      {preference.isLocked && <Text weight="medium">{t('notifications.locked')}</Text>}
      <CheckboxList
        label={t(`notifications.kind.${preference.kind}`)}
        options={preference.channels.map((channel) => ({
          id: channel,
          label: t(`notifications.channel.${channel}`),
          ...(preference.isLocked
            ? { isDisabled: true, secondary: t('notifications.locked') }
            : {}),
        }))}
        value={ticked}
        onChange={(chosen) => {
          const on = (channel: Channel) => chosen.includes(channel);
          onChange({ email: on('email'), sms: on('sms'), inApp: on('inApp') });
        }}
      />
      {draft.reminderDay !== undefined && (
        <Select
          label={t('notifications.reminderDay')}
          value={draft.reminderDay}
          onChange={(key) => {
            const day = WEEKDAYS.find((candidate) => candidate === key);
            if (day) onChange({ reminderDay: day });
          }}
        >
          {WEEKDAYS.map((day) => (
            <SelectItem key={day} id={day}>
              {intl.formatDate(weekdayDate(day), { weekday: 'long', timeZone: 'UTC' })}
            </SelectItem>
          ))}
        </Select>
      )}
    </Stack>
  );
}
