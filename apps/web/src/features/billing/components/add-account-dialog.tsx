import type { AutopayAccountsChanged, BankLink } from '@outlay/api-client';
import {
  Banner,
  Button,
  Checkbox,
  Dialog,
  Inline,
  Modal,
  Radio,
  RadioGroup,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { bankSchemesFor, fieldsOf, type BankField, type BankScheme } from '@outlay/rules';
import { useState } from 'react';
import type { MessageId } from '@/i18n/catalogs';
import { AppForm } from '@/components/app-form';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { useCheckedSubmit } from '@/lib/use-checked-submit';
import { attachCustomAccount } from '../api/attach-custom-account';
import { attachLinkedAccount } from '../api/attach-linked-account';
import { useBankLinks } from '../api/bank-links';
import { useAutopayChange } from '../api/use-autopay-change';
import {
  bankFieldErrors,
  detailsOf,
  emptyBankFields,
  fieldLabels,
  type BankFields,
} from '../model/bank-form';

const schemeNames: Record<BankScheme, MessageId> = {
  ca: 'billing.scheme.ca',
  us: 'billing.scheme.us',
  gb: 'billing.scheme.gb',
  iban: 'billing.scheme.iban',
  clabe: 'billing.scheme.clabe',
};

const fieldHints: Partial<Record<BankField, MessageId>> = {
  institutionNumber: 'billing.field.institutionNumber.hint',
  transitNumber: 'billing.field.transitNumber.hint',
  routingNumber: 'billing.field.routingNumber.hint',
  sortCode: 'billing.field.sortCode.hint',
  clabe: 'billing.field.clabe.hint',
};

export type AddMethod = 'link' | 'manual';

export interface AddAccountDialogProps {
  currency: string;
  /** The country whose banks a provider links for this currency; null: by hand only. */
  linkingCountry: string | null;
  method: AddMethod;
  /** A linked account to preselect (the one just linked). */
  linkedAccountId: number | null;
  /** Whether the currency has an auto-debit account already. */
  hasAutoDebit: boolean;
  onMethodChange: (method: AddMethod) => void;
  /** Open the provider's widget to link a new bank, or to reconnect `linkId`. */
  onLinkBank: (linkId?: number) => void;
  onAttached: (answer: AutopayAccountsChanged) => void;
  onClose: () => void;
}

/**
 * Adding an AutoPay account for a currency: an account of a linked bank (or a bank linked now
 * through the provider's widget), or one entered by hand by its country's rules. Either way a
 * fresh code is asked for first; a duplicate is refused with the server's words.
 */
export function AddAccountDialog(props: AddAccountDialogProps) {
  const { t } = useTranslator();
  const { currency, linkingCountry, method, onMethodChange, onClose } = props;
  const [autoDebit, setAutoDebit] = useState(!props.hasAutoDebit);
  return (
    <Modal isOpen onOpenChange={(isOpen) => !isOpen && onClose()} size="medium">
      <Dialog title={t('billing.add.title', { currency })}>
        <Stack space="large">
          {linkingCountry && (
            <RadioGroup
              label={t('billing.add.method')}
              value={method}
              onChange={(value) => {
                onMethodChange(value === 'manual' ? 'manual' : 'link');
              }}
            >
              <Radio value="link" description={t('billing.add.method.link.description')}>
                {t('billing.add.method.link')}
              </Radio>
              <Radio value="manual" description={t('billing.add.method.manual.description')}>
                {t('billing.add.method.manual')}
              </Radio>
            </RadioGroup>
          )}
          {method === 'link' && linkingCountry ? (
            <LinkedAccountChoice
              {...props}
              autoDebit={autoDebit}
              onAutoDebitChange={setAutoDebit}
            />
          ) : (
            <ManualAccountForm {...props} autoDebit={autoDebit} onAutoDebitChange={setAutoDebit} />
          )}
        </Stack>
      </Dialog>
    </Modal>
  );
}

interface PartProps extends AddAccountDialogProps {
  autoDebit: boolean;
  onAutoDebitChange: (autoDebit: boolean) => void;
}

function AutoDebitCheckbox({ autoDebit, onAutoDebitChange, currency }: PartProps) {
  const { t } = useTranslator();
  return (
    <Checkbox
      isSelected={autoDebit}
      onChange={onAutoDebitChange}
      description={t('billing.add.autoDebit.description')}
    >
      {t('billing.add.autoDebit', { currency })}
    </Checkbox>
  );
}

function ManualAccountForm(props: PartProps) {
  const { t } = useTranslator();
  const { currency, autoDebit, onAttached, onClose } = props;
  const schemes = bankSchemesFor(currency);
  const [scheme, setScheme] = useState<BankScheme>(schemes[0] ?? 'iban');
  const [fields, setFields] = useState<BankFields>(emptyBankFields);
  const attach = useAutopayChange('ATTACH_BANK_ACCOUNT', attachCustomAccount, onAttached);
  const checked = useCheckedSubmit(
    () => bankFieldErrors(t, scheme, fields, currency),
    () => {
      void attach.run({ currency, details: detailsOf(scheme, fields), autoDebit });
    },
  );

  return (
    <AppForm aria-label={t('billing.add.method.manual')} {...checked.form}>
      <Stack space="medium">
        <ErrorBanner error={attach.error} />
        {schemes.length > 1 && (
          <RadioGroup
            label={t('billing.add.scheme')}
            value={scheme}
            onChange={(value) => {
              setScheme(schemes.find((candidate) => candidate === value) ?? scheme);
              checked.clearProblems();
            }}
          >
            {schemes.map((candidate) => (
              <Radio key={candidate} value={candidate}>
                {t(schemeNames[candidate])}
              </Radio>
            ))}
          </RadioGroup>
        )}
        {schemes.length === 1 && <Text tone="muted">{t(schemeNames[scheme])}</Text>}
        {fieldsOf(scheme).map((field) => {
          const hint = fieldHints[field];
          return (
            <TextField
              key={`${scheme}-${field}`}
              name={field}
              label={t(fieldLabels[field])}
              description={hint ? t(hint) : undefined}
              value={fields[field]}
              inputMode={field === 'iban' || field === 'bic' ? 'text' : 'numeric'}
              autoComplete="off"
              maxLength={field === 'iban' ? 42 : 34}
              onChange={(value) => {
                setFields((current) => ({ ...current, [field]: value }));
              }}
              isRequired
            />
          );
        })}
        <AutoDebitCheckbox {...props} />
        <Inline space="small" align="right">
          <Button variant="secondary" onPress={onClose}>
            {t('billing.cancel')}
          </Button>
          <Button type="submit" isPending={attach.isPending}>
            {t('billing.add.submit')}
          </Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}

function LinkedAccountChoice(props: PartProps) {
  const { t } = useTranslator();
  const { currency, autoDebit, linkedAccountId, onAttached, onClose, onLinkBank } = props;
  const links = useBankLinks();
  const attach = useAutopayChange('ATTACH_BANK_ACCOUNT', attachLinkedAccount, onAttached);
  const usable = (links.data ?? []).flatMap((link: BankLink) =>
    link.accounts
      .filter((account) => account.currency === currency && account.type === 'depository')
      .map((account) => ({ link, account })),
  );
  const [choice, setChoice] = useState<number | null>(
    linkedAccountId ?? (usable.length === 1 ? (usable[0]?.account.id ?? null) : null),
  );
  const chosen = usable.find((entry) => entry.account.id === choice) ?? null;
  const expired = chosen !== null && chosen.link.status !== 'valid';

  if (links.isPending) return <Spinner label={t('billing.links.loading')} />;
  if (links.isError) {
    return <RetryBanner query={links} retryLabel={t('billing.retry')} announce="assertive" />;
  }
  return (
    <Stack space="medium">
      <ErrorBanner error={attach.error} />
      {usable.length === 0 ? (
        <Text>{t('billing.add.linked.none', { currency })}</Text>
      ) : (
        <RadioGroup
          label={t('billing.add.linked.label', { currency })}
          value={choice === null ? null : String(choice)}
          onChange={(value) => {
            setChoice(Number(value));
          }}
        >
          {usable.map(({ link, account }) => (
            <Radio
              key={account.id}
              value={String(account.id)}
              description={
                link.status === 'valid'
                  ? `${link.institutionName} · ${account.accountNumber}`
                  : t('billing.add.linked.expired', { bank: link.institutionName })
              }
            >
              {account.name}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {expired && (
        <Banner
          tone="warning"
          action={{
            label: t('billing.links.reconnect', { bank: chosen.link.institutionName }),
            onPress: () => {
              onLinkBank(chosen.link.id);
            },
          }}
        >
          {t('billing.links.expired', { bank: chosen.link.institutionName })}
        </Banner>
      )}
      <AutoDebitCheckbox {...props} />
      <Inline space="small" align="right">
        <Button
          variant="secondary"
          onPress={() => {
            onLinkBank();
          }}
        >
          {t('billing.add.linked.linkBank')}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {t('billing.cancel')}
        </Button>
        <Button
          isDisabled={!chosen || expired}
          isPending={attach.isPending}
          onPress={() => {
            if (chosen) {
              void attach.run({ linkedAccountId: chosen.account.id, currency, autoDebit });
            }
          }}
        >
          {t('billing.add.submit')}
        </Button>
      </Inline>
    </Stack>
  );
}
