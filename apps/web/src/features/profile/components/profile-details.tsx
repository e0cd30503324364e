import { ApiError, type Profile, type ProfileLanguage } from '@outlay/api-client';
import {
  Button,
  Columns,
  ComboBox,
  ComboBoxItem,
  Heading,
  Inline,
  Select,
  SelectItem,
  showToast,
  Stack,
  TextField,
} from '@outlay/design-system';
import { formatName, nameProblemOf } from '@outlay/rules';
import { useMemo, useState } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { currentTranslator, useTranslator } from '@/i18n/intl';
import { useSwitchLanguage } from '@/i18n/language-provider';
import { languages } from '@/i18n/languages';
import { useLanguageChanged } from '@/session/use-session-changed';
import { useUpdateProfile } from '../api/profile';

/** Every time zone the browser knows, as the server checks them (IANA names). */
function timeZones(): string[] {
  return Intl.supportedValuesOf('timeZone');
}

/** The browser's own zone, offered when the person has chosen none yet. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Name, language and time zone. The name follows the invite form's rule (letters, spaces,
 * hyphens; title-cased and cut to what the card issuer prints, spec part 2 §5); a new language
 * is the one the whole app reads in once saved.
 */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { t, language: current } = useTranslator();
  const switchLanguage = useSwitchLanguage();
  const languageChanged = useLanguageChanged();
  const save = useUpdateProfile();
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [language, setLanguage] = useState<ProfileLanguage>(profile.language ?? current);
  const [timeZone, setTimeZone] = useState(profile.timeZone ?? browserTimeZone());
  const [problems, setProblems] = useState<Record<string, string>>({});
  const zones = useMemo(() => timeZones().map((zone) => ({ id: zone })), []);
  const serverProblems = save.error instanceof ApiError ? save.error.fields : undefined;
  const max = profile.nameMaxLength;

  const nameProblem = (value: string) => {
    const problem = nameProblemOf(value);
    return problem === 'required'
      ? t('profile.problem.required')
      : problem === 'characters'
        ? t('profile.problem.nameCharacters')
        : null;
  };

  return (
    <Stack space="medium" component="section" aria-labelledby="profile-details">
      <Heading level={2} id="profile-details">
        {t('profile.details.title')}
      </Heading>
      <AppForm
        aria-label={t('profile.details.title')}
        validationBehavior="aria"
        validationErrors={{ ...serverProblems, ...problems }}
        onSubmit={() => {
          const found: Record<string, string> = {};
          const first = nameProblem(firstName);
          const last = nameProblem(lastName);
          if (first) found.firstName = first;
          if (last) found.lastName = last;
          if (!timeZones().includes(timeZone)) found.timeZone = t('profile.problem.timeZone');
          setProblems(found);
          if (Object.keys(found).length > 0) return;
          save.mutate(
            { firstName, lastName, language, timeZone },
            {
              onSuccess: (saved) => {
                setFirstName(saved.firstName);
                setLastName(saved.lastName);
                const next = saved.language ?? language;
                // Said in the language the profile now reads in.
                const announce = () => {
                  showToast({
                    tone: 'success',
                    description: currentTranslator().t('profile.details.saved'),
                  });
                };
                if (next === current) {
                  announce();
                  return;
                }
                void switchLanguage(next).then(() => {
                  announce();
                  languageChanged();
                });
              },
            },
          );
        }}
      >
        <Stack space="medium">
          <ErrorBanner error={save.error} />
          <Columns space="medium" collapseBelow="md">
            <TextField
              name="firstName"
              label={t('profile.field.firstName')}
              autoComplete="given-name"
              value={firstName}
              maxLength={max}
              isRequired
              onChange={(value) => {
                setFirstName(formatName(value, max));
              }}
            />
            <TextField
              name="lastName"
              label={t('profile.field.lastName')}
              autoComplete="family-name"
              value={lastName}
              maxLength={max}
              isRequired
              onChange={(value) => {
                setLastName(formatName(value, max));
              }}
            />
          </Columns>
          <Columns space="medium" collapseBelow="md">
            <Select
              name="language"
              label={t('profile.field.language')}
              value={language}
              isRequired
              onChange={(key) => {
                const chosen = languages.find((candidate) => candidate === key);
                if (chosen) setLanguage(chosen);
              }}
            >
              {languages.map((option) => (
                <SelectItem key={option} id={option}>
                  {t(`shell.language.${option}`)}
                </SelectItem>
              ))}
            </Select>
            <ComboBox
              name="timeZone"
              label={t('profile.field.timeZone')}
              description={t('profile.field.timeZoneHint')}
              items={zones}
              value={timeZone}
              isRequired
              emptyMessage={t('profile.field.timeZoneNone')}
              onChange={(key) => {
                if (typeof key === 'string') setTimeZone(key);
              }}
            >
              {(zone) => (
                <ComboBoxItem id={zone.id} textValue={zone.id}>
                  {zone.id}
                </ComboBoxItem>
              )}
            </ComboBox>
          </Columns>
          <Inline space="small">
            <Button type="submit" isPending={save.isPending}>
              {t('profile.details.save')}
            </Button>
          </Inline>
        </Stack>
      </AppForm>
    </Stack>
  );
}
