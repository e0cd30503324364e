import { ApiError, type Profile } from '@outlay/api-client';
import {
  Button,
  Columns,
  Heading,
  Inline,
  Select,
  SelectItem,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { CALLING_CODES, maskPhone } from '@outlay/rules';
import { lazy, Suspense, useEffect, useState } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { loadOnce } from '@/lib/load-once';
import { useLoaded } from '@/lib/use-loaded';
import { whenIdle } from '@/lib/when-idle';
import type { PhoneChangeFlow } from './phone-change';

/** The number a code is asked for, as the phone-change machine takes it. */
interface NewNumber {
  countryCallingCode: string;
  phoneNumber: string;
}

// The flow's machine and xstate (some 15 KB gzip) load once the page has painted: the number
// form they drive is drawn at once, so nothing moves when they arrive.
const loadPhoneChange = loadOnce(() => import('./phone-change'));
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
  const flowCode = useLoaded(loadPhoneChange);
  const [flow, setFlow] = useState<PhoneChangeFlow | null>(null);
  // A number sent before the flow's code has arrived: the flow takes it as soon as it starts,
  // and the button shows it busy until then.
  const [waiting, setWaiting] = useState<NewNumber | null>(null);
  useEffect(() => whenIdle(() => void loadCodeForm()), []);
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
      {flowCode ? (
        <flowCode.PhoneChange
          onFlow={(next) => {
            if (flow === null && waiting !== null) {
              next.actor.send({ type: 'number.submitted', number: waiting });
              setWaiting(null);
            }
            setFlow(next);
          }}
        />
      ) : null}
      {flow?.view.step === 'code' ? (
        <Suspense fallback={null}>
          <CodeForm actor={flow.actor} view={flow.view} />
        </Suspense>
      ) : (
        <NumberForm
          profile={profile}
          error={flow?.view.error}
          sending={waiting !== null || (flow?.view.sending ?? false)}
          onSubmit={(number) => {
            if (flow) flow.actor.send({ type: 'number.submitted', number });
            else setWaiting(number);
          }}
        />
      )}
    </Stack>
  );
}

function NumberForm(props: {
  profile: Profile;
  error: unknown;
  sending: boolean;
  onSubmit: (number: NewNumber) => void;
}) {
  const { t } = useTranslator();
  const [callingCode, setCallingCode] = useState(props.profile.countryCallingCode ?? '+1');
  const [phoneNumber, setPhoneNumber] = useState('');
  const error = props.error;
  const fields = error instanceof ApiError ? error.fields : undefined;
  return (
    <AppForm
      aria-label={t('profile.phone.change')}
      validationBehavior="aria"
      validationErrors={fields}
      onSubmit={() => {
        props.onSubmit({ countryCallingCode: callingCode, phoneNumber });
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
          <Button type="submit" isPending={props.sending}>
            {t('profile.phone.sendCode')}
          </Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}
