import { Button, Inline } from '@outlay/design-system';
import type { ResendView } from '@outlay/machines/kernel/code-step.view';
import { ResendCode } from '@/components/code-step/code-step';
import { useTranslator } from '@/i18n/intl';
import { useLoginActor } from '../login-flow/login-flow-context';

/** "Use another method", which takes the user back to the choice of where codes go. */
export function OtherMethodButton() {
  const { t } = useTranslator();
  const actor = useLoginActor();
  return (
    <Button
      variant="quiet"
      onPress={() => {
        actor.send({ type: 'method.changeRequested' });
      }}
    >
      {t('loginVerify.otherMethod')}
    </Button>
  );
}

/** Under a sign-in code field: Resend (with its wait) on one side, another method on the other. */
export function LoginCodeLinks({ resend }: { resend: ResendView }) {
  const { t } = useTranslator();
  const actor = useLoginActor();
  return (
    <Inline space="medium" align="spaceBetween">
      <ResendCode
        resend={resend}
        label={t('loginVerify.resend')}
        onPress={() => {
          actor.send({ type: 'resend.requested' });
        }}
      />
      <OtherMethodButton />
    </Inline>
  );
}
