import { ApiError, type Profile } from '@outlay/api-client';
import {
  Button,
  Columns,
  Heading,
  Inline,
  Select,
  SelectItem,
  showToast,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { phoneChangeActors } from '@outlay/machines/phone-change/phone-change.actors';
import { phoneChangeMachine } from '@outlay/machines/phone-change/phone-change.machine';
import { phoneChangeView } from '@outlay/machines/phone-change/phone-change.view';
import { CALLING_CODES, maskPhone } from '@outlay/rules';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { AppForm } from '@/components/app-form';
import { useCodeSentToast } from '@/components/code-step/use-code-sent-toast';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { usePhoneChanged } from '../api/profile';
import type { PhoneChangeActor, PhoneChangeView } from './phone-code-form';
import { whenIdle } from '@/lib/when-idle';

const phoneChangeFlow = onAppClient(phoneChangeMachine, phoneChangeActors);
// The code step shows once a new number is sent: it loads when the page has painted.
const loadCodeForm = () =>
  import('./phone-code-form').then((module) => ({ default: module.PhoneCodeForm }));
const CodeForm = lazy(loadCodeForm);

/**
 * The phone number (the spec's change-phone-number): a new number gets a code by text
 * message, and only the right code makes it the person's; until then the old one stays.
 */
export function PhoneNumber({ profile }: { profile: Profile }) {
  const { t } = useTranslator();
  const actor = useActorRef(phoneChangeFlow);
  const view = useSelector(actor, phoneChangeView, sameView);
  const changed = usePhoneChanged();
  useEffect(() => whenIdle(() => void loadCodeForm()), []);
  useCodeSentToast(actor, { resentOnly: true });
  useEmitted(actor, 'phone.changed', (notice) => {
    changed(notice.profile);
    showToast({ tone: 'success', description: t('profile.phone.changed') });
  });
  const current =
    profile.phoneNumber === null
      ? t('profile.phone.none')
      : maskPhone({
          countryCallingCode: profile.countryCallingCode,
          phoneNumber: profile.phoneNumber,
        });
  return (
    <Stack space="medium" component="section" aria-labelledby="profile-phone">
      <Heading level={2} id="profile-phone">
        {t('profile.phone.title')}
      </Heading>
      <Text>{t('profile.phone.current', { phone: current })}</Text>
      {view.step === 'code' ? (
        <Suspense fallback={null}>
          <CodeForm actor={actor} view={view} />
        </Suspense>
      ) : (
        <NumberForm actor={actor} view={view} profile={profile} />
      )}
    </Stack>
  );
}

function NumberForm(props: { actor: PhoneChangeActor; view: PhoneChangeView; profile: Profile }) {
  const { t } = useTranslator();
  const [callingCode, setCallingCode] = useState(props.profile.countryCallingCode ?? '+1');
  const [phoneNumber, setPhoneNumber] = useState('');
  const error = props.view.error;
  const fields = error instanceof ApiError ? error.fields : undefined;
  return (
    <AppForm
      aria-label={t('profile.phone.change')}
      validationBehavior="aria"
      validationErrors={fields}
      onSubmit={() => {
        props.actor.send({
          type: 'number.submitted',
          number: { countryCallingCode: callingCode, phoneNumber },
        });
      }}
    >
      <Stack space="medium">
        {fields ? null : <ErrorBanner error={error} />}
        <Columns space="medium" collapseBelow="md">
          <Select
            name="countryCallingCode"
            label={t('profile.phone.callingCode')}
            value={callingCode}
            isRequired
            onChange={(key) => {
              setCallingCode(String(key));
            }}
          >
            {CALLING_CODES.map((entry) => (
              <SelectItem key={entry.code} id={entry.code} textValue={entry.code}>
                {entry.code}
              </SelectItem>
            ))}
          </Select>
          <TextField
            name="phoneNumber"
            label={t('profile.phone.newNumber')}
            type="tel"
            autoComplete="tel-national"
            value={phoneNumber}
            maxLength={20}
            isRequired
            onChange={setPhoneNumber}
          />
        </Columns>
        <Inline space="small">
          <Button type="submit" isPending={props.view.sending}>
            {t('profile.phone.sendCode')}
          </Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}
