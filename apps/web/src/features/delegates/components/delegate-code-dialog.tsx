import { Button, Dialog, Inline, Modal, Stack, Text } from '@outlay/design-system';
import type { DelegateRegistrationView } from '@outlay/machines/delegate-registration/delegate-registration.view';
import { AppForm } from '@/components/app-form';
import { CodeStep } from '@/components/code-step/code-step';
import { useCodeForm } from '@/components/code-step/use-code-form';
import { useCodeSentToast } from '@/components/code-step/use-code-sent-toast';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import type { DelegateRegistrationActor } from './delegate-registration-actor';

/**
 * "Verification required" (spec part 1 §2.4, "a sensitive action requires a fresh multifactor
 * code"): the code of REGISTER_DELEGATE just emailed to the admin, Resend, Cancel, and
 * Register delegate. Closing it goes back to the form with the person still typed.
 */
export function DelegateCodeDialog(props: {
  actor: DelegateRegistrationActor;
  view: DelegateRegistrationView;
}) {
  const { t } = useTranslator();
  const { actor, view } = props;
  const { form, field } = useCodeForm(actor);
  useCodeSentToast(actor, { resentOnly: true });
  const name = `${view.person?.firstName ?? ''} ${view.person?.lastName ?? ''}`.trim();
  const cancel = () => {
    actor.send({ type: 'registration.cancelled' });
  };

  return (
    <Modal
      isOpen
      isDismissable={!view.registering}
      isKeyboardDismissDisabled={view.registering}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
    >
      <Dialog title={t('verification.title')}>
        <AppForm {...form} aria-label={t('delegates.code.label')}>
          <Stack space="large">
            <Text>
              {t(view.codeSentEarlier ? 'delegates.code.sentEarlier' : 'delegates.code.sent', {
                destination: view.destination || '…',
                name,
              })}
            </Text>
            <CodeStep
              label={t('delegates.code.label')}
              {...field}
              autoFocus
              error={view.error ? messageOf(view.error, t) : null}
              resend={{
                ...view.resend,
                label: t('delegates.code.resend'),
                onPress: () => {
                  actor.send({ type: 'resend.requested' });
                },
              }}
            />
            <Inline space="small" align="right">
              <Button variant="secondary" isDisabled={view.registering} onPress={cancel}>
                {t('delegates.code.cancel')}
              </Button>
              <Button type="submit" variant="primary" isPending={view.registering}>
                {t('delegates.code.confirm')}
              </Button>
            </Inline>
          </Stack>
        </AppForm>
      </Dialog>
    </Modal>
  );
}
