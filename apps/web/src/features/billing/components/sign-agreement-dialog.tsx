import type { AutopayBankAccount } from '@outlay/api-client';
import { Button, Dialog, Modal, Stack, Text } from '@outlay/design-system';
import type { AgreementKind } from '@outlay/rules';
import { useLocation } from 'wouter';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { appPathOf } from '@/lib/paths';
import { useRequestUserAgreement } from '../api/request-user-agreement';
import { useAccountName } from './account-summary';

export interface SignAgreementDialogProps {
  account: AutopayBankAccount;
  kind: AgreementKind;
  onClose: () => void;
}

/**
 * The signing step: the PAD agreement (Canada, Mexico) or the Direct Debit Instruction (UK,
 * euro area) is sent to the e-signature provider, whose signing page opens; it sends the
 * signer back here once they sign, decline or leave.
 */
export function SignAgreementDialog({ account, kind, onClose }: SignAgreementDialogProps) {
  const { t } = useTranslator();
  const name = useAccountName();
  const [, navigate] = useLocation();
  const request = useRequestUserAgreement({
    onSuccess: (signing) => {
      // The sandbox's signing page is one of the app's pages; a provider's would be a full URL.
      if (/^https?:/.test(signing.signingUrl)) window.location.assign(signing.signingUrl);
      else navigate(appPathOf(signing.signingUrl));
    },
  });
  const title = t(kind === 'PAD' ? 'billing.sign.title.PAD' : 'billing.sign.title.DDI');
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog
        title={title}
        actions={
          <>
            <Button variant="secondary" onPress={onClose}>
              {t('billing.cancel')}
            </Button>
            <Button
              isPending={request.isPending}
              onPress={() => {
                request.mutate(account.id);
              }}
            >
              {t('billing.sign.continue')}
            </Button>
          </>
        }
      >
        <Stack space="medium">
          <ErrorBanner error={request.error} />
          <Text>
            {t(kind === 'PAD' ? 'billing.sign.body.PAD' : 'billing.sign.body.DDI', {
              account: name(account),
              currency: account.currency,
            })}
          </Text>
          <Text tone="muted">{t('billing.sign.how')}</Text>
        </Stack>
      </Dialog>
    </Modal>
  );
}
