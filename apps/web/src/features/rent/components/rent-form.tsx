import type {
  RentFrequency,
  RentLandlordKind,
  RentLease,
  RentPayoutMethod,
  RentPropertyUse,
} from '@outlay/api-client';
import {
  Button,
  Inline,
  Radio,
  RadioGroup,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { Suspense } from 'react';
import { rentPaidByClabe } from '@outlay/machines/rent-payment/rent-payment.draft';
import type { RentDraftField } from '@outlay/machines/rent-payment/rent-payment.types';
import type { RentPaymentView } from '@outlay/machines/rent-payment/rent-payment.view';
import { AppForm } from '@/components/app-form';
import { useTranslator } from '@/i18n/intl';
import type { MessageId } from '@/i18n/catalogs';
import { useRentMoney } from '../lib/rent-money';
import { LeaseField } from './lazy-uploads';
import { RentBreakdownList } from './rent-breakdown';

export interface RentFormProps {
  view: RentPaymentView;
  onField: (field: RentDraftField, value: string) => void;
  onPayout: (method: RentPayoutMethod) => void;
  onFrequency: (frequency: RentFrequency) => void;
  onCard: (cardId: number) => void;
  onLandlordKind: (kind: RentLandlordKind) => void;
  onPropertyUse: (use: RentPropertyUse) => void;
  onLeaseAttached: (lease: RentLease) => void;
  onLeaseRemoved: () => void;
  onReview: () => void;
}

/**
 * The rent form of `/payrent`: the landlord (name, address, bank account or cheque), the
 * property, the rent, once or monthly, the card and the lease; the fee and the total charged
 * shown as the rent is typed, before anything is paid. A Mexican company also says whether the
 * landlord is a person or a company (with their RFC) and whether the property is commercial
 * or a home, and sees the IVA, the withholding and the net to the landlord as it types.
 */
export function RentForm({
  view,
  onField,
  onPayout,
  onFrequency,
  onCard,
  onLandlordKind,
  onPropertyUse,
  onLeaseAttached,
  onLeaseRemoved,
  onReview,
}: RentFormProps) {
  const { t } = useTranslator();
  const money = useRentMoney(view.currency);
  const { draft } = view;
  const problem = (field: keyof NonNullable<RentPaymentView['fieldErrors']>) => {
    const code = view.fieldErrors?.[field];
    return code ? t(`rent.field.${field}.${code}` as MessageId) : undefined;
  };
  const text = (
    field: RentDraftField,
    label: MessageId,
    extra: { inputMode?: 'numeric' | 'decimal'; autoComplete?: string } = {},
  ) => (
    <TextField
      label={t(label)}
      value={draft[field]}
      onChange={(value) => {
        onField(field, value);
      }}
      isRequired
      isInvalid={problem(field) !== undefined}
      errorMessage={problem(field)}
      {...extra}
    />
  );
  return (
    <AppForm
      aria-label={t('rent.form.label')}
      errorSummaryTitle={t('rent.form.problemTitle')}
      onSubmit={onReview}
    >
      <Stack space="medium">
        {text('landlordName', 'rent.landlordName', { autoComplete: 'off' })}
        {view.mexicanTaxes && (
          <>
            <RadioGroup
              label={t('rent.landlordKind')}
              value={draft.landlordKind}
              onChange={(key) => {
                if (key === 'person' || key === 'company') onLandlordKind(key);
              }}
            >
              <Radio value="person">{t('rent.landlordKind.person')}</Radio>
              <Radio value="company">{t('rent.landlordKind.company')}</Radio>
            </RadioGroup>
            {text('landlordRfc', 'rent.landlordRfc', { autoComplete: 'off' })}
          </>
        )}
        {text('landlordAddress', 'rent.landlordAddress')}
        <RadioGroup
          label={t('rent.payoutMethod')}
          value={draft.payoutMethod}
          onChange={(key) => {
            if (key === 'bank' || key === 'cheque') onPayout(key);
          }}
        >
          <Radio value="bank">{t('rent.payoutMethod.bank')}</Radio>
          <Radio value="cheque">{t('rent.payoutMethod.cheque')}</Radio>
        </RadioGroup>
        {draft.payoutMethod === 'bank' && rentPaidByClabe(view.currency) && (
          <>{text('clabe', 'rent.clabe', { inputMode: 'numeric' })}</>
        )}
        {draft.payoutMethod === 'bank' && !rentPaidByClabe(view.currency) && (
          <>
            {text('routingNumber', 'rent.routingNumber', { inputMode: 'numeric' })}
            {text('accountNumber', 'rent.accountNumber', { inputMode: 'numeric' })}
          </>
        )}
        {text('propertyAddress', 'rent.propertyAddress')}
        {view.mexicanTaxes && (
          <RadioGroup
            label={t('rent.propertyUse')}
            value={draft.propertyUse}
            onChange={(key) => {
              if (key === 'commercial' || key === 'residential') onPropertyUse(key);
            }}
          >
            <Radio value="commercial">{t('rent.propertyUse.commercial')}</Radio>
            <Radio value="residential">{t('rent.propertyUse.residential')}</Radio>
          </RadioGroup>
        )}
        {text('amount', 'rent.amount', { inputMode: 'decimal' })}
        <RadioGroup
          label={t('rent.frequency')}
          value={draft.frequency}
          onChange={(key) => {
            if (key === 'once' || key === 'monthly') onFrequency(key);
          }}
        >
          <Radio value="monthly">{t('rent.frequency.monthly')}</Radio>
          <Radio value="once">{t('rent.frequency.once')}</Radio>
        </RadioGroup>
        <RadioGroup
          label={t('rent.card')}
          value={draft.cardId === null ? null : String(draft.cardId)}
          onChange={(key) => {
            onCard(Number(key));
          }}
          isRequired
          isInvalid={problem('cardId') !== undefined}
          errorMessage={problem('cardId')}
        >
          {view.cards.map((card) => (
            <Radio key={card.id} value={String(card.id)}>
              {t('rent.cardOption', { name: card.name, lastFour: card.lastFour })}
            </Radio>
          ))}
        </RadioGroup>
        <Suspense fallback={<Spinner label={t('rent.lease.loading')} />}>
          <LeaseField lease={draft.lease} onAttached={onLeaseAttached} onRemoved={onLeaseRemoved} />
        </Suspense>
        {view.mexicanTaxes ? (
          <RentBreakdownList charge={view.charge} currency={view.currency} />
        ) : (
          <Text tone="muted">
            {t('rent.feeNote', {
              fee: money(view.charge.fee),
              charge: money(view.charge.total),
            })}
          </Text>
        )}
        <Inline space="small">
          <Button type="submit">{t('rent.review')}</Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}
