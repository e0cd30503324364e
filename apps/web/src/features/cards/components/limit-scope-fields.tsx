import type { CardLimitScope as LimitScope, ExpenseCategory as Category } from '@outlay/api-client';
import {
  ComboBox,
  ComboBoxItem,
  Radio,
  RadioGroup,
  Stack,
  Tag,
  TagGroup,
} from '@outlay/design-system';
import type { ScopeProblem } from '@outlay/rules';
import { useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { type CardMerchant, useCardMerchants } from '../api/get-card-merchants';
import { CATEGORY_LABELS, EXPENSE_CATEGORIES } from '../model/categories';

const LIMIT_SCOPES: readonly LimitScope[] = ['user', 'merchant', 'merchant-category'];

export interface LimitScopeFieldsProps {
  limitScope: LimitScope;
  merchants: readonly CardMerchant[];
  categories: readonly Category[];
  problem: ScopeProblem | null;
  onScopeChange: (scope: LimitScope) => void;
  onMerchantAdd: (merchant: CardMerchant) => void;
  onMerchantRemove: (merchantId: number) => void;
  onCategoriesChange: (categories: Category[]) => void;
}

/** Search delay of the merchant picker (spec part 1 constants: async search in other flows, 800 ms). */
const SEARCH_DELAY_MS = 800;

/**
 * Where a card may spend (limit scope, spec part 2 §4): anywhere, only chosen merchants, or
 * only merchants of chosen categories. Each list is a searchable picker that adds a tag; a tag
 * is removed with its button or with Backspace or Delete.
 */
export function LimitScopeFields(props: LimitScopeFieldsProps) {
  const { t } = useTranslator();
  const { limitScope, problem } = props;
  return (
    <Stack space="medium">
      <RadioGroup
        label={t('cards.scope.label')}
        value={limitScope}
        onChange={(value) => {
          const scope = LIMIT_SCOPES.find((item) => item === value);
          if (scope) props.onScopeChange(scope);
        }}
      >
        {LIMIT_SCOPES.map((scope) => (
          <Radio key={scope} value={scope}>
            {t(`cards.scope.${scope}`)}
          </Radio>
        ))}
      </RadioGroup>
      {limitScope === 'merchant' && (
        <MerchantPicker
          merchants={props.merchants}
          problem={problem}
          onAdd={props.onMerchantAdd}
          onRemove={props.onMerchantRemove}
        />
      )}
      {limitScope === 'merchant-category' && (
        <CategoryPicker
          categories={props.categories}
          problem={problem}
          onChange={props.onCategoriesChange}
        />
      )}
    </Stack>
  );
}

function MerchantPicker({
  merchants,
  problem,
  onAdd,
  onRemove,
}: {
  merchants: readonly CardMerchant[];
  problem: ScopeProblem | null;
  onAdd: (merchant: CardMerchant) => void;
  onRemove: (merchantId: number) => void;
}) {
  const { t } = useTranslator();
  const [search, setSearch] = useState('');
  const found = useCardMerchants(useDebouncedValue(search.trim(), SEARCH_DELAY_MS));
  const chosen = new Set(merchants.map((merchant) => merchant.id));
  const options = (found.data ?? []).filter((merchant) => !chosen.has(merchant.id));
  const error =
    problem === 'merchantsRequired'
      ? t('cards.scope.merchantsRequired')
      : problem === 'tooManyMerchants'
        ? t('cards.scope.tooManyMerchants')
        : undefined;
  return (
    <Stack space="small">
      <ComboBox
        label={t('cards.scope.addMerchant')}
        description={t('cards.scope.merchantHint')}
        placeholder={t('cards.scope.merchantPlaceholder')}
        emptyMessage={found.isPending ? t('cards.loading') : t('cards.scope.noMerchants')}
        items={options}
        inputValue={search}
        onInputChange={setSearch}
        value={null}
        onChange={(key) => {
          const merchant = options.find((item) => item.id === Number(key));
          if (merchant) {
            onAdd(merchant);
            setSearch('');
          }
        }}
        menuTrigger="focus"
        isInvalid={error !== undefined}
        errorMessage={error}
      >
        {(merchant) => (
          <ComboBoxItem id={merchant.id} textValue={merchant.name}>
            {t('cards.scope.merchantOption', {
              name: merchant.name,
              category: t(CATEGORY_LABELS[merchant.category]),
            })}
          </ComboBoxItem>
        )}
      </ComboBox>
      <TagGroup
        label={t('cards.scope.merchantsChosen')}
        items={merchants}
        emptyMessage={t('cards.scope.noneChosen')}
        onRemove={(keys) => {
          for (const key of keys) onRemove(Number(key));
        }}
      >
        {(merchant) => (
          <Tag id={merchant.id} textValue={merchant.name}>
            {merchant.name}
          </Tag>
        )}
      </TagGroup>
    </Stack>
  );
}

function CategoryPicker({
  categories,
  problem,
  onChange,
}: {
  categories: readonly Category[];
  problem: ScopeProblem | null;
  onChange: (categories: Category[]) => void;
}) {
  const { t } = useTranslator();
  const options = EXPENSE_CATEGORIES.filter((category) => !categories.includes(category)).map(
    (category) => ({ id: category, label: t(CATEGORY_LABELS[category]) }),
  );
  const [search, setSearch] = useState('');
  return (
    <Stack space="small">
      <ComboBox
        label={t('cards.scope.addCategory')}
        placeholder={t('cards.scope.categoryPlaceholder')}
        emptyMessage={t('cards.scope.noCategories')}
        items={options.filter((option) =>
          option.label.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase()),
        )}
        inputValue={search}
        onInputChange={setSearch}
        value={null}
        onChange={(key) => {
          const category = EXPENSE_CATEGORIES.find((item) => item === key);
          if (category) {
            onChange([...categories, category]);
            setSearch('');
          }
        }}
        menuTrigger="focus"
        isInvalid={problem === 'categoriesRequired'}
        errorMessage={t('cards.scope.categoriesRequired')}
      >
        {(option) => (
          <ComboBoxItem id={option.id} textValue={option.label}>
            {option.label}
          </ComboBoxItem>
        )}
      </ComboBox>
      <TagGroup
        label={t('cards.scope.categoriesChosen')}
        items={categories.map((category) => ({ id: category }))}
        emptyMessage={t('cards.scope.noneChosen')}
        onRemove={(keys) => {
          onChange(categories.filter((category) => !keys.has(category)));
        }}
      >
        {(item) => (
          <Tag id={item.id} textValue={t(CATEGORY_LABELS[item.id])}>
            {t(CATEGORY_LABELS[item.id])}
          </Tag>
        )}
      </TagGroup>
    </Stack>
  );
}
