import type { components } from '@outlay/api-client';
import {
  Button,
  CheckboxList,
  Dialog,
  Form,
  Modal,
  Radio,
  RadioGroup,
  showToast,
  Stack,
  Text,
  TextField,
} from '@outlay/design-system';
import { spendLimitOf } from '@outlay/rules';
import { useState } from 'react';
import { ErrorBanner } from '../../../components/error-banner';
import { useTranslator } from '../../../i18n/intl';
import { useUpdateCardControls } from '../api/update-card-controls';
import { CATEGORY_LABELS, EXPENSE_CATEGORIES } from '../model/categories';

type CardDetails = components['schemas']['CardDetails'];

/** An admin's edit of a card's limit, period and categories (limit scope merchant-category). */
export function CardControlsDialog({ card, onClose }: { card: CardDetails; onClose: () => void }) {
  const { t } = useTranslator();
  const update = useUpdateCardControls(card.id);
  const [limit, setLimit] = useState(card.spendLimit === null ? '' : String(card.spendLimit));
  const [period, setPeriod] = useState(card.limitPeriod);
  const [categories, setCategories] = useState<string[]>([...card.allowedCategories]);
  const [invalid, setInvalid] = useState(false);
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog
        title={t('cards.controls.editTitle')}
        actions={
          <>
            <Button variant="secondary" onPress={onClose}>
              {t('cards.cancel')}
            </Button>
            <Button type="submit" form="card-controls" isPending={update.isPending}>
              {t('cards.controls.saveCard')}
            </Button>
          </>
        }
      >
        <Form
          id="card-controls"
          errorSummaryTitle={t('cards.new.problem')}
          onSubmit={(event) => {
            event.preventDefault();
            const spendLimit = spendLimitOf(limit);
            setInvalid(spendLimit === 'invalid');
            if (spendLimit === 'invalid') return;
            update.mutate(
              {
                spendLimit,
                limitPeriod: period,
                allowedCategories: EXPENSE_CATEGORIES.filter((item) => categories.includes(item)),
              },
              {
                onSuccess: () => {
                  showToast({ tone: 'success', description: t('cards.controls.cardSaved') });
                  onClose();
                },
              },
            );
          }}
        >
          <Stack space="medium">
            <ErrorBanner error={update.error} />
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
            <RadioGroup
              label={t('cards.new.period')}
              value={period}
              onChange={(value) => {
                setPeriod(value === 'lifetime' ? 'lifetime' : 'monthly');
              }}
            >
              <Radio value="monthly">{t('cards.period.monthly')}</Radio>
              <Radio value="lifetime">{t('cards.period.lifetime')}</Radio>
            </RadioGroup>
            <Text tone="muted" size="small">
              {t('cards.controls.categoriesHint')}
            </Text>
            <CheckboxList
              label={t('cards.controls.cardCategories')}
              options={EXPENSE_CATEGORIES.map((item) => ({
                id: item,
                label: t(CATEGORY_LABELS[item]),
              }))}
              value={categories}
              onChange={setCategories}
            />
          </Stack>
        </Form>
      </Dialog>
    </Modal>
  );
}
