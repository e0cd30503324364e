import {
  Banner,
  Button,
  Checkbox,
  Dialog,
  Inline,
  Link,
  Modal,
  showToast,
  Spinner,
  Stack,
  Text,
} from '@outlay/design-system';
import type { phoneVerificationMachine } from '@outlay/machines/phone-verification/phone-verification.machine';
import type { PhoneClosedNotice } from '@outlay/machines/phone-verification/phone-verification.types';
import { phoneVerificationView } from '@outlay/machines/phone-verification/phone-verification.view';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { AppForm } from '@/components/app-form';
import { CodeStep, ResendCode } from '@/components/code-step/code-step';
import { useCodeForm } from '@/components/code-step/use-code-form';
import { useCodeSentToast } from '@/components/code-step/use-code-sent-toast';
import { useTranslator, type Translator } from '@/i18n/intl';
import { documentUrl } from '@/lib/document-url';
import { messageOf } from '@/lib/message-of';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';

type PhoneActor = ActorRefFrom<typeof phoneVerificationMachine>;
type PhoneView = ReturnType<typeof phoneVerificationView>;

/**
 * 'Verify your phone number' (spec part 1 §4.5, §8): the consent checkbox enables Continue,
 * then the texted code. Skip and 'This is not my phone number' mark the phone non-personal.
 * How it closed is said in a toast (success texts from the catalogs, a 404 in the server's
 * words). It draws the phone flow the login gate runs, which moves on once the flow ends.
 */
export function PhoneVerificationDialog({ actor }: { actor: PhoneActor }) {
  const { t } = useTranslator();
  const view = useSelector(actor, phoneVerificationView, sameView);
  useCodeSentToast(actor, { resentOnly: true });
  useEmitted(actor, 'phone.closed', (notice) => {
    showToast(closingToast(notice, t));
  });

  return (
    // Closing would have to mean Skip, which changes the account: only the buttons close it.
    <Modal isOpen isDismissable={false}>
      <Dialog title={t('gate.phone.title')}>
        {view.step === 'loading' ? (
          <Spinner label={t('gate.phone.loading')} />
        ) : (
          <Stack space="large">
            {view.step === 'code' ? (
              <CodeForm actor={actor} view={view} />
            ) : (
              <ConsentStep actor={actor} view={view} />
            )}
            <Inline space="medium" align="spaceBetween">
              <Button
                variant="quiet"
                onPress={() => {
                  actor.send({ type: 'phone.notMine' });
                }}
              >
                {t('gate.phone.notMine')}
              </Button>
              <Button
                variant="secondary"
                onPress={() => {
                  actor.send({ type: 'phone.skipped' });
                }}
              >
                {t('gate.phone.skip')}
              </Button>
            </Inline>
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}

/**
 * The words the dialog closes with (spec §8): a verified phone or one recorded as not the
 * user's is a success in the app's words; a 404 an error in the server's, or the fallback.
 */
function closingToast(notice: PhoneClosedNotice, t: Translator['t']) {
  switch (notice.outcome) {
    case 'verified':
      return { tone: 'success', description: t('gate.phone.verified') } as const;
    case 'nonPersonal':
      return { tone: 'success', description: t('gate.phone.notMineDone') } as const;
    default:
      return {
        tone: 'error',
        description: notice.message ?? t('gate.phone.closedFallback'),
      } as const;
  }
}

/** The error line: the server's message when it sent one, else the texts of spec §8. */
function errorText(view: PhoneView, t: Translator['t']): string | null {
  if (!view.error) return null;
  if (view.failure === 'nonPersonal') return t('gate.phone.nonPersonalFailed');
  return messageOf(view.error, t, view.failure === 'code' ? 'gate.phone.invalidCode' : undefined);
}

function ConsentStep({ actor, view }: { actor: PhoneActor; view: PhoneView }) {
  const { t } = useTranslator();
  const error = errorText(view, t);
  return (
    <Stack space="medium">
      {error && (
        <Banner tone="danger" announce="assertive">
          {error}
        </Banner>
      )}
      <Text>{t('gate.phone.body', { phone: view.phone })}</Text>
      <Checkbox
        isSelected={view.consented}
        onChange={(isSelected) => {
          actor.send({ type: 'consent.toggled', consented: isSelected });
        }}
      >
        {view.consent
          ? t('gate.phone.consent', { title: view.consent.title })
          : t('gate.phone.consentFallback')}
      </Checkbox>
      {view.consent && (
        <Link
          href={documentUrl(view.consent.download_url)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('gate.phone.viewConsent')}
        </Link>
      )}
      <Inline space="small" align="right">
        <Button
          variant="primary"
          isDisabled={!view.canContinue && !view.busy}
          isPending={view.busy}
          onPress={() => {
            actor.send({ type: 'consent.continued' });
          }}
        >
          {t('gate.phone.continue')}
        </Button>
      </Inline>
    </Stack>
  );
}

function CodeForm({ actor, view }: { actor: PhoneActor; view: PhoneView }) {
  const { t } = useTranslator();
  const { form, field } = useCodeForm(actor);

  return (
    <AppForm {...form} aria-label={t('gate.phone.title')}>
      <Stack space="medium">
        <Text>
          {view.codeSentEarlier
            ? t('gate.phone.codeSentEarlier', { phone: view.phone })
            : t('gate.phone.codeSentTo', { phone: view.phone })}
        </Text>
        <CodeStep label={t('gate.phone.code')} {...field} autoFocus error={errorText(view, t)} />
        <Inline space="small" align="spaceBetween">
          <ResendCode
            resend={view.resend}
            label={t('gate.phone.resend')}
            onPress={() => {
              actor.send({ type: 'resend.requested' });
            }}
          />
          <Button type="submit" variant="primary" isPending={view.verifying}>
            {t('gate.phone.verify')}
          </Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}
