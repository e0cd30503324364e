import type { CardDetails } from '@outlay/api-client';
import { showToast, TextField } from '@outlay/design-system';
import { type ScopeProblem, scopeProblem, spendLimitOf } from '@outlay/rules';
import { useState } from 'react';
import { FormDialog } from '@/components/form-dialog';
import { useTranslator } from '@/i18n/intl';
import { useUpdateCardControls } from '../api/update-card-controls';
import type { CardMerchant } from '../api/get-card-merchants';
import { EXPENSE_CATEGORIES } from '../model/categories';
import { LimitScopeFields } from './limit-scope-fields';
import { LimitPeriodField } from './limit-period-field';

/** An admin's edit of a card's limit, its period and where it may spend (its limit scope). */
export function CardControlsDialog({ card, onClose }: { card: CardDetails; onClose: () => void }) {
  const { t } = useTranslator();
  const update = useUpdateCardControls(card.id);
  const [limit, setLimit] = useState(card.spendLimit === null ? '' : String(card.spendLimit));
  const [period, setPeriod] = useState(card.limitPeriod);
  const [limitScope, setLimitScope] = useState(card.limitScope);
  const [merchants, setMerchants] = useState<CardMerchant[]>([...card.allowedMerchants]);
  const [categories, setCategories] = useState([...card.allowedCategories]);
  const [invalid, setInvalid] = useState(false);
  const [shownProblem, setShownProblem] = useState<ScopeProblem | null>(null);
  const scope = {
    limitScope,
    allowedMerchantIds: merchants.map((merchant) => merchant.id),
    allowedCategories: EXPENSE_CATEGORIES.filter((item) => categories.includes(item)),
  };
  // Once shown, a problem follows the choices (and goes away once fixed).
  const problem = shownProblem === null ? null : scopeProblem(scope);

  function submit() {
    const spendLimit = spendLimitOf(limit);
    setInvalid(spendLimit === 'invalid');
    const found = scopeProblem(scope);
    setShownProblem(found);
    if (spendLimit === 'invalid' || found !== null) return;
    update.mutate(
      {
        spendLimit,
        limitPeriod: period,
        limitScope,
        allowedMerchantIds: limitScope === 'merchant' ? scope.allowedMerchantIds : [],
        allowedCategories: limitScope === 'merchant-category' ? scope.allowedCategories : [],
      },
      {
        onSuccess: () => {
          showToast({ tone: 'success', description: t('cards.controls.cardSaved') });
          onClose();
        },
      },
    );
  }

  return (
    <FormDialog
      title={t('cards.controls.editTitle')}
      errorSummaryTitle={t('cards.new.problem')}
      error={update.error}
      isPending={update.isPending}
      onSubmit={submit}
      onCancel={onClose}
      cancelLabel={t('cards.cancel')}
      submitLabel={t('cards.controls.saveCard')}
    >
      <TextField
        label={t('cards.new.limit')}
        description={t('cards.controls.limitHint')}
        inputMode="decimal"
        value={limit}
        isInvalid={invalid}
        errorMessage={t('cards.new.limitInvalid')}
        onChange={(value) => {
          setLimit(value);
          setInvalid(false);
        }}
      />
      <LimitPeriodField value={period} onChange={setPeriod} />
      <LimitScopeFields
        limitScope={limitScope}
        merchants={merchants}
        categories={categories}
        problem={problem}
        onScopeChange={setLimitScope}
        onMerchantAdd={(merchant) => {
          setMerchants((chosen) => [...chosen, merchant]);
        }}
        onMerchantRemove={(merchantId) => {
          setMerchants((chosen) => chosen.filter((merchant) => merchant.id !== merchantId));
        }}
        onCategoriesChange={setCategories}
      />
    </FormDialog>
  );
}
