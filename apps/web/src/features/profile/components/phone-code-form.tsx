import { Button, Inline, Stack, Text } from '@outlay/design-system';
import type { phoneChangeMachine } from '@outlay/machines/phone-change/phone-change.machine';
import type { phoneChangeView } from '@outlay/machines/phone-change/phone-change.view';
import type { ActorRefFrom } from 'xstate';
import { AppForm } from '@/components/app-form';
import { CodeStep, ResendCode } from '@/components/code-step/code-step';
import { useCodeForm } from '@/components/code-step/use-code-form';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';

export type PhoneChangeActor = ActorRefFrom<typeof phoneChangeMachine>;
export type PhoneChangeView = ReturnType<typeof phoneChangeView>;

/** The code sent to the new number, to confirm it (phone-number.tsx loads it lazily). */
export function PhoneCodeForm({ actor, view }: { actor: PhoneChangeActor; view: PhoneChangeView }) {
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
