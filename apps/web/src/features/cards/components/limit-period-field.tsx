import type { CardLimitPeriod } from '@outlay/api-client';
import { Radio, RadioGroup } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';

/** How a spend limit runs, in the order they are offered. */
const LIMIT_PERIODS: readonly CardLimitPeriod[] = ['monthly', 'lifetime'];

/**
 * The period of a card's spend limit: it starts again each month, or it holds for the card's
 * life. One choice wherever a limit is set (a new card, a card's controls, a role's defaults).
 */
export function LimitPeriodField({
  value,
  onChange,
}: {
  value: CardLimitPeriod;
  onChange: (period: CardLimitPeriod) => void;
}) {
  const { t } = useTranslator();
  return (
    <RadioGroup
      label={t('cards.new.period')}
      value={value}
      onChange={(chosen) => {
        const period = LIMIT_PERIODS.find((candidate) => candidate === chosen);
        if (period) onChange(period);
      }}
    >
      {LIMIT_PERIODS.map((period) => (
        <Radio key={period} value={period}>
          {t(`cards.period.${period}`)}
        </Radio>
      ))}
    </RadioGroup>
  );
}
