import type { Recipient, RecipientDetails } from '@outlay/api-client';
import {
  Button,
  Dialog,
  Modal,
  Select,
  SelectItem,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { bankDetailsProblems, bankNameOf, normaliseBankDetails } from '@outlay/rules';
import { useState } from 'react';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { useSaveRecipient } from '../api/recipients';

type Scheme = RecipientDetails['scheme'];
const SCHEMES: readonly Scheme[] = ['clabe', 'us', 'iban'];

interface Fields {
  name: string;
  bankName: string;
  scheme: Scheme;
  clabe: string;
  routingNumber: string;
  accountNumber: string;
  iban: string;
  bic: string;
}

function fieldsOf(recipient: Recipient | null, scheme: Scheme): Fields {
  const details = recipient?.details;
  return {
    name: recipient?.name ?? '',
    bankName: recipient?.bankName ?? '',
    scheme: details?.scheme ?? scheme,
    clabe: details?.scheme === 'clabe' ? details.clabe : '',
    routingNumber: details?.scheme === 'us' ? details.routingNumber : '',
    accountNumber: details?.scheme === 'us' ? details.accountNumber : '',
    iban: details?.scheme === 'iban' ? details.iban : '',
    bic: details?.scheme === 'iban' ? details.bic : '',
  };
}

function detailsOf(fields: Fields): RecipientDetails {
  const details: RecipientDetails =
    fields.scheme === 'clabe'
      ? { scheme: 'clabe', clabe: fields.clabe }
      : fields.scheme === 'us'
        ? { scheme: 'us', routingNumber: fields.routingNumber, accountNumber: fields.accountNumber }
        : { scheme: 'iban', iban: fields.iban, bic: fields.bic };
  return normaliseBankDetails(details) as RecipientDetails;
}

/**
 * Add or edit a saved recipient: name, and the account by country (CLABE for Mexico, ABA
 * routing and account for the US, IBAN and BIC for Europe and the UK). A CLABE names its bank
 * as it is typed; a CLABE of a bank the table does not know only warns.
 */
export function RecipientDialog({
  recipient,
  defaultScheme,
  onClose,
  onSaved,
}: {
  recipient: Recipient | null;
  defaultScheme: Scheme;
  onClose: () => void;
  onSaved: (recipient: Recipient) => void;
}) {
  const { t } = useTranslator();
  const save = useSaveRecipient();
  const [fields, setFields] = useState(() => fieldsOf(recipient, defaultScheme));
  const [checked, setChecked] = useState(false);
  const details = detailsOf(fields);
  const problems = bankDetailsProblems(details);
  const knownBank = bankNameOf(details);
  const unknownBank = problems.clabe === 'bank';
  if (unknownBank) delete problems.clabe;
  const nameMissing = fields.name.trim() === '';
  const bankMissing = knownBank === null && fields.bankName.trim() === '';
  const fieldError = (field: keyof typeof problems) => {
    const problem = problems[field];
    return checked && problem ? t(`payments.recipient.problem.${problem}`) : undefined;
  };
  const set = (change: Partial<Fields>) => {
    setFields((current) => ({ ...current, ...change }));
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog
        title={recipient ? t('payments.recipient.editTitle') : t('payments.addRecipient')}
        actions={
          <>
            <Button variant="secondary" onPress={onClose}>
              {t('payments.cancel')}
            </Button>
            <Button type="submit" form="recipient-form" isPending={save.isPending}>
              {t('payments.recipient.save')}
            </Button>
          </>
        }
      >
        <AppForm
          id="recipient-form"
          aria-label={recipient ? t('payments.recipient.editTitle') : t('payments.addRecipient')}
          errorSummaryTitle={t('payments.recipient.problemTitle')}
          onSubmit={() => {
            setChecked(true);
            if (nameMissing || bankMissing || Object.keys(problems).length > 0) return;
            save.mutate(
              {
                id: recipient?.id ?? null,
                input: {
                  name: fields.name.trim(),
                  details,
                  ...(fields.bankName.trim() === '' ? {} : { bankName: fields.bankName.trim() }),
                },
              },
              { onSuccess: onSaved },
            );
          }}
        >
          <Stack space="medium">
            <ErrorBanner error={save.error} />
            <TextField
              label={t('payments.recipient.name')}
              value={fields.name}
              onChange={(name) => {
                set({ name });
              }}
              isRequired
              isInvalid={checked && nameMissing}
              errorMessage={
                checked && nameMissing ? t('payments.recipient.nameRequired') : undefined
              }
            />
            <Select
              label={t('payments.recipient.country')}
              value={fields.scheme}
              onChange={(key) => {
                const scheme = SCHEMES.find((item) => item === key);
                if (scheme) set({ scheme });
              }}
            >
              {SCHEMES.map((scheme) => (
                <SelectItem key={scheme} id={scheme}>
                  {t(`payments.recipient.scheme.${scheme}`)}
                </SelectItem>
              ))}
            </Select>
            {fields.scheme === 'clabe' && (
              <TextField
                label={t('payments.recipient.clabe')}
                value={fields.clabe}
                inputMode="numeric"
                onChange={(clabe) => {
                  set({ clabe });
                }}
                isRequired
                isInvalid={fieldError('clabe') !== undefined}
                errorMessage={fieldError('clabe')}
                description={
                  knownBank
                    ? t('payments.recipient.bankOf', { bank: knownBank })
                    : unknownBank
                      ? t('payments.recipient.unknownBank')
                      : undefined
                }
              />
            )}
            {fields.scheme === 'us' && (
              <>
                <TextField
                  label={t('payments.recipient.routingNumber')}
                  value={fields.routingNumber}
                  inputMode="numeric"
                  onChange={(routingNumber) => {
                    set({ routingNumber });
                  }}
                  isRequired
                  isInvalid={fieldError('routingNumber') !== undefined}
                  errorMessage={fieldError('routingNumber')}
                />
                <TextField
                  label={t('payments.recipient.accountNumber')}
                  value={fields.accountNumber}
                  inputMode="numeric"
                  onChange={(accountNumber) => {
                    set({ accountNumber });
                  }}
                  isRequired
                  isInvalid={fieldError('accountNumber') !== undefined}
                  errorMessage={fieldError('accountNumber')}
                />
              </>
            )}
            {fields.scheme === 'iban' && (
              <>
                <TextField
                  label={t('payments.recipient.iban')}
                  value={fields.iban}
                  onChange={(iban) => {
                    set({ iban });
                  }}
                  isRequired
                  isInvalid={fieldError('iban') !== undefined}
                  errorMessage={fieldError('iban')}
                />
                <TextField
                  label={t('payments.recipient.bic')}
                  value={fields.bic}
                  onChange={(bic) => {
                    set({ bic });
                  }}
                  isRequired
                  isInvalid={fieldError('bic') !== undefined}
                  errorMessage={fieldError('bic')}
                />
              </>
            )}
            {knownBank === null ? (
              <TextField
                label={t('payments.recipient.bankName')}
                value={fields.bankName}
                onChange={(bankName) => {
                  set({ bankName });
                }}
                isRequired
                isInvalid={checked && bankMissing}
                errorMessage={
                  checked && bankMissing ? t('payments.recipient.bankNameRequired') : undefined
                }
              />
            ) : (
              <Text>{t('payments.recipient.bankOf', { bank: knownBank })}</Text>
            )}
          </Stack>
        </AppForm>
      </Dialog>
    </Modal>
  );
}
