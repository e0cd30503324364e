import type { WalletAccount } from '@outlay/api-client';
import {
  Badge,
  Button,
  Heading,
  Inline,
  Link,
  Radio,
  RadioGroup,
  showToast,
  Spinner,
  Stack,
  Text,
} from '@outlay/design-system';
import { useState } from 'react';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { FormDialog } from '@/components/form-dialog';
import { useTranslator } from '@/i18n/intl';
import { useMakeWalletDefault, useRemoveWalletAccount, useWalletAccounts } from '../api/wallet';

/**
 * The wallet's external-accounts tab: the company's bank accounts, linked through a provider or
 * entered by hand (added in Billing), the default marked. Removing the default asks which one
 * becomes the default; a removed account is kept for the record.
 */
export function ExternalAccounts() {
  const { t } = useTranslator();
  const accounts = useWalletAccounts();
  const makeDefault = useMakeWalletDefault();
  const remove = useRemoveWalletAccount();
  const [removing, setRemoving] = useState<WalletAccount | null>(null);

  if (accounts.isPending) return <Spinner label={t('wallet.loading')} />;
  if (accounts.isError) {
    return (
      <RetryBanner query={accounts} title={t('wallet.loadError')} retryLabel={t('wallet.retry')} />
    );
  }
  const list = accounts.data.accounts;
  const nameOf = (account: WalletAccount) =>
    t('wallet.accountName', {
      bank: account.bankName ?? t('wallet.bankUnknown'),
      number: account.accountNumber,
    });

  const removeNow = (account: WalletAccount, newDefaultId?: number) => {
    remove.mutate(
      { accountId: account.id, ...(newDefaultId === undefined ? {} : { newDefaultId }) },
      {
        onSuccess: () => {
          setRemoving(null);
          showToast({
            tone: 'success',
            description: t('wallet.removed', { name: nameOf(account) }),
          });
        },
      },
    );
  };

  return (
    <Stack space="large">
      <Inline space="medium" align="spaceBetween" alignY="center">
        <Text tone="muted">{t('wallet.intro')}</Text>
        <Link href="/billing">{t('wallet.add')}</Link>
      </Inline>
      <ErrorBanner error={removing ? null : (makeDefault.error ?? remove.error)} />
      {list.length === 0 ? (
        <Text>{t('wallet.empty')}</Text>
      ) : (
        <Stack space="medium" component="ul" aria-label={t('wallet.listLabel')}>
          {list.map((account) => (
            <Stack key={account.id} space="small">
              <Inline space="small" alignY="center">
                <Heading level={3}>{nameOf(account)}</Heading>
                {account.isDefault ? <Badge tone="positive">{t('wallet.default')}</Badge> : null}
              </Inline>
              <Text tone="muted">
                {account.source === 'linked'
                  ? t('wallet.linked', { currency: account.currency })
                  : t('wallet.manual', { currency: account.currency })}
              </Text>
              <Inline space="small">
                {account.isDefault ? null : (
                  <Button
                    variant="secondary"
                    size="small"
                    isPending={makeDefault.isPending && makeDefault.variables === account.id}
                    aria-label={t('wallet.makeDefaultOf', { name: nameOf(account) })}
                    onPress={() => {
                      remove.reset();
                      makeDefault.mutate(account.id, {
                        onSuccess: () => {
                          showToast({
                            tone: 'success',
                            description: t('wallet.defaultSaved', { name: nameOf(account) }),
                          });
                        },
                      });
                    }}
                  >
                    {t('wallet.makeDefault')}
                  </Button>
                )}
                <Button
                  variant="quiet"
                  size="small"
                  aria-label={t('wallet.removeOf', { name: nameOf(account) })}
                  onPress={() => {
                    makeDefault.reset();
                    remove.reset();
                    setRemoving(account);
                  }}
                >
                  {t('wallet.remove')}
                </Button>
              </Inline>
            </Stack>
          ))}
        </Stack>
      )}
      {removing ? (
        <RemoveDialog
          account={removing}
          others={list.filter((other) => other.id !== removing.id)}
          name={nameOf(removing)}
          nameOf={nameOf}
          isPending={remove.isPending}
          error={remove.error}
          onCancel={() => {
            setRemoving(null);
          }}
          onRemove={(newDefaultId) => {
            removeNow(removing, newDefaultId);
          }}
        />
      ) : null}
    </Stack>
  );
}

function RemoveDialog(props: {
  account: WalletAccount;
  others: WalletAccount[];
  name: string;
  nameOf: (account: WalletAccount) => string;
  isPending: boolean;
  error: unknown;
  onCancel: () => void;
  onRemove: (newDefaultId?: number) => void;
}) {
  const { t } = useTranslator();
  const asksSuccessor = props.account.isDefault && props.others.length > 0;
  const [successor, setSuccessor] = useState<string>(String(props.others[0]?.id ?? ''));
  return (
    <FormDialog
      isOpen
      title={t('wallet.removeTitle', { name: props.name })}
      cancelLabel={t('wallet.cancel')}
      submitLabel={t('wallet.remove')}
      isPending={props.isPending}
      error={props.error}
      onCancel={props.onCancel}
      onSubmit={() => {
        props.onRemove(asksSuccessor ? Number(successor) : undefined);
      }}
    >
      <Text>{t('wallet.removeBody')}</Text>
      {asksSuccessor ? (
        <RadioGroup
          label={t('wallet.newDefault')}
          value={successor}
          isRequired
          onChange={setSuccessor}
        >
          {props.others.map((other) => (
            <Radio key={other.id} value={String(other.id)}>
              {props.nameOf(other)}
            </Radio>
          ))}
        </RadioGroup>
      ) : null}
    </FormDialog>
  );
}
