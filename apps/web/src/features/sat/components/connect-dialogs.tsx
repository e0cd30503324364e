import { PasswordField, Text, TextField } from '@outlay/design-system';
import type { SatConnectView } from '@outlay/machines/sat-connect/sat-connect.view';
import { RFC_MAX_LENGTH } from '@outlay/rules';
import { ChoiceDialog, FormDialog } from '@/components/form-dialog';
import { useTranslator } from '@/i18n/intl';

type ConnectEvent =
  | { type: 'connect.confirmed' }
  | { type: 'connect.cancelled' }
  | { type: 'rfc.changed'; rfc: string }
  | { type: 'ciec.changed'; ciec: string }
  | { type: 'credentials.submitted' };

interface ConnectDialogsProps {
  view: SatConnectView;
  send: (event: ConnectEvent) => void;
}

/**
 * The two dialogs of connecting the SAT account (spec part 2 §2.4): the confirmation (three
 * points and the confirm line), then the credentials (RFC and the CIEC with show/hide).
 */
export function ConnectDialogs({ view, send }: ConnectDialogsProps) {
  const { t } = useTranslator();
  const cancel = () => {
    send({ type: 'connect.cancelled' });
  };
  const rfcProblem =
    view.problems?.rfc === 'required'
      ? t('sat.credentials.rfcRequired')
      : view.problems?.rfc === 'length'
        ? t('sat.credentials.rfcLength')
        : view.problems?.rfc === 'invalid'
          ? t('sat.credentials.rfcInvalid')
          : undefined;
  const ciecProblem =
    view.problems?.ciec === 'required'
      ? t('sat.credentials.ciecRequired')
      : view.problems?.ciec === 'tooShort'
        ? t('sat.credentials.ciecTooShort')
        : undefined;
  return (
    <>
      <ChoiceDialog
        isOpen={view.dialog === 'confirmation'}
        title={t('sat.confirm.title')}
        onSubmit={() => {
          send({ type: 'connect.confirmed' });
        }}
        onCancel={cancel}
        cancelLabel={t('sat.cancel')}
        submitLabel={t('sat.confirm.confirm')}
      >
        <ul>
          <li>
            <Text>{t('sat.confirm.dataAccess')}</Text>
          </li>
          <li>
            <Text>{t('sat.confirm.underwriting')}</Text>
          </li>
          <li>
            <Text>{t('sat.confirm.storage')}</Text>
          </li>
        </ul>
        <Text weight="strong">{t('sat.confirm.proceed')}</Text>
      </ChoiceDialog>
      <FormDialog
        isOpen={view.dialog === 'credentials'}
        title={t('sat.credentials.title')}
        error={view.error}
        isPending={view.submitting}
        validationBehavior="aria"
        onSubmit={() => {
          send({ type: 'credentials.submitted' });
        }}
        onCancel={cancel}
        cancelLabel={t('sat.cancel')}
        submitLabel={t('sat.credentials.submit')}
      >
        <TextField
          name="rfc"
          isRequired
          label={t('sat.credentials.rfc')}
          description={t('sat.credentials.rfcDescription')}
          value={view.rfc}
          onChange={(rfc) => send({ type: 'rfc.changed', rfc })}
          maxLength={RFC_MAX_LENGTH}
          autoComplete="off"
          isInvalid={rfcProblem !== undefined}
          errorMessage={rfcProblem}
        />
        <PasswordField
          name="ciec"
          isRequired
          label={t('sat.credentials.ciec')}
          value={view.ciec}
          onChange={(ciec) => send({ type: 'ciec.changed', ciec })}
          autoComplete="current-password"
          isInvalid={ciecProblem !== undefined}
          errorMessage={ciecProblem}
        />
      </FormDialog>
    </>
  );
}
