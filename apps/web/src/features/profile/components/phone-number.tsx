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
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { AppForm } from '@/components/app-form';
import { CodeStep, ResendCode } from '@/components/code-step/code-step';
import { useCodeForm } from '@/components/code-step/use-code-form';
import { useCodeSentToast } from '@/components/code-step/use-code-sent-toast';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { messageOf } from '@/lib/message-of';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { usePhoneChanged } from '../api/profile';

const phoneChangeFlow = onAppClient(phoneChangeMachine, phoneChangeActors);
type PhoneChangeActor = ActorRefFrom<typeof phoneChangeMachine>;

/**
 * The phone number (the spec's change-phone-number): a new number gets a code by text
 * message, and only the right code makes it the person's; until then the old one stays.
 */
export function PhoneNumber({ profile }: { profile: Profile }) {
  const { t } = useTranslator();
  const actor = useActorRef(phoneChangeFlow);
  const view = useSelector(actor, phoneChangeView, sameView);
  const changed = usePhoneChanged();
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
        <CodeForm actor={actor} view={view} />
      ) : (
        <NumberForm actor={actor} view={view} profile={profile} />
      )}
    </Stack>
  );
}

type PhoneChangeView = ReturnType<typeof phoneChangeView>;

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

function CodeForm({ actor, view }: { actor: PhoneChangeActor; view: PhoneChangeView }) {
  const { t } = useTranslator();
  const { form, field } = useCodeForm(actor);
  return (
    <AppForm {...form} aria-label={t('profile.phone.codeTitle')}>
      <Stack space="medium">
        <Text>
          {view.codeSentEarlier
            ? t('profile.phone.codeSentEarlier', { phone: view.maskedPhone })
            : t('profile.phone.codeSentTo', { phone: view.maskedPhone })}
        </Text>
        <CodeStep
          label={t('profile.phone.code')}
          {...field}
          autoFocus
          error={view.error ? messageOf(view.error, t) : null}
        />
        <Inline space="small" align="spaceBetween">
          <Inline space="small">
            <ResendCode
              resend={view.resend}
              label={t('profile.phone.resend')}
              onPress={() => {
                actor.send({ type: 'resend.requested' });
              }}
            />
            <Button
              variant="quiet"
              onPress={() => {
                actor.send({ type: 'change.cancelled' });
              }}
            >
              {t('profile.phone.otherNumber')}
            </Button>
          </Inline>
          <Button type="submit" variant="primary" isPending={view.verifying}>
            {t('profile.phone.confirm')}
          </Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}
