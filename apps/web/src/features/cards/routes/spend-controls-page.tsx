import type { RoleSpendControl as Control, ExpenseCategory as Category } from '@outlay/api-client';
import {
  Button,
  CheckboxList,
  Heading,
  Inline,
  showToast,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { useState } from 'react';
import { spendLimitOf as limitOf } from '@outlay/rules';
import { AppForm } from '@/components/app-form';
import { ErrorBanner, RetryBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';
import { useSaveSpendControls, useSpendControls } from '../api/spend-controls';
import { CATEGORY_LABELS, EXPENSE_CATEGORIES } from '../model/categories';
import { LimitPeriodField } from '../components/limit-period-field';
import { Page } from '@/components/page';

interface Draft {
  role: Control['role'];
  spendLimit: string;
  limitPeriod: Control['limitPeriod'];
  allowedCategories: Category[];
}

const toDraft = (control: Control): Draft => ({
  role: control.role,
  spendLimit: control.spendLimit === null ? '' : String(control.spendLimit),
  limitPeriod: control.limitPeriod,
  allowedCategories: [...control.allowedCategories],
});

/** `/spend-controls` (admin): the limit, period and categories a new card starts with, by role. */
export function SpendControlsPage() {
  const { t } = useTranslator();
  const controls = useSpendControls();
  return (
    <Page title={t('cards.controls.title')}>
      <Text tone="muted">{t('cards.controls.intro')}</Text>
      {controls.isPending ? (
        <Spinner label={t('cards.loading')} />
      ) : controls.isError ? (
        <RetryBanner query={controls} retryLabel={t('cards.retry')} />
      ) : (
        <ControlsForm controls={controls.data.controls} />
      )}
    </Page>
  );
}

function ControlsForm({ controls }: { controls: readonly Control[] }) {
  const { t } = useTranslator();
  const save = useSaveSpendControls();
  const [drafts, setDrafts] = useState<Draft[]>(() => controls.map(toDraft));
  const [invalid, setInvalid] = useState<readonly Control['role'][]>([]);
  const change = (role: Control['role'], patch: Partial<Draft>) => {
    setDrafts((current) =>
      current.map((draft) => (draft.role === role ? { ...draft, ...patch } : draft)),
    );
  };
  return (
    <AppForm
      aria-label={t('cards.controls.title')}
      errorSummaryTitle={t('cards.new.problem')}
      onSubmit={() => {
        const wrong = drafts.filter((draft) => limitOf(draft.spendLimit) === 'invalid');
        setInvalid(wrong.map((draft) => draft.role));
        if (wrong.length > 0) return;
        save.mutate(
          {
            controls: drafts.map((draft) => {
              const limit = limitOf(draft.spendLimit);
              return {
                role: draft.role,
                spendLimit: typeof limit === 'number' ? limit : null,
                limitPeriod: draft.limitPeriod,
                allowedCategories: draft.allowedCategories,
              };
            }),
          },
          {
            onSuccess: () => {
              showToast({ tone: 'success', description: t('cards.controls.saved') });
            },
          },
        );
      }}
    >
      <Stack space="xlarge">
        <ErrorBanner error={save.error} />
        {drafts.map((draft) => (
          <Stack
            key={draft.role}
            space="medium"
            component="section"
            aria-labelledby={`role-${draft.role}`}
          >
            <Heading level={2} id={`role-${draft.role}`}>
              {t(`cards.controls.role.${draft.role}`)}
            </Heading>
            <TextField
              label={t('cards.controls.limit')}
              description={t('cards.controls.limitHint')}
              inputMode="decimal"
              value={draft.spendLimit}
              isInvalid={invalid.includes(draft.role)}
              errorMessage={t('cards.new.limitInvalid')}
              onChange={(spendLimit) => {
                change(draft.role, { spendLimit });
                setInvalid((roles) => roles.filter((role) => role !== draft.role));
              }}
            />
            <LimitPeriodField
              value={draft.limitPeriod}
              onChange={(limitPeriod) => {
                change(draft.role, { limitPeriod });
              }}
            />
            <Text tone="muted" size="small">
              {t('cards.controls.categoriesHint')}
            </Text>
            <CheckboxList
              label={t('cards.controls.categories')}
              options={EXPENSE_CATEGORIES.map((category) => ({
                id: category,
                label: t(CATEGORY_LABELS[category]),
              }))}
              value={draft.allowedCategories}
              onChange={(chosen) => {
                change(draft.role, {
                  allowedCategories: EXPENSE_CATEGORIES.filter((category) =>
                    chosen.includes(category),
                  ),
                });
              }}
            />
          </Stack>
        ))}
        <Inline space="small">
          <Button type="submit" isPending={save.isPending}>
            {t('cards.controls.save')}
          </Button>
        </Inline>
      </Stack>
    </AppForm>
  );
}
