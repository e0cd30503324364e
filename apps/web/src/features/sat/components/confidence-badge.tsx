import { Badge, type BadgeTone } from '@outlay/design-system';
import { type SatConfidence, satConfidenceOf } from '@outlay/rules';
import { useTranslator } from '@/i18n/intl';

const TONES: Record<SatConfidence, BadgeTone> = {
  high: 'positive',
  medium: 'caution',
  low: 'critical',
};

/**
 * An invoice's match confidence (spec part 2 §5): green above 85, yellow from 50 to 85, red
 * below 50, and always the percentage and its band in words, so colour never says it alone.
 */
export function ConfidenceBadge({ percentage }: { percentage: number }) {
  const { t } = useTranslator();
  const band = satConfidenceOf(percentage);
  return <Badge tone={TONES[band]}>{t(`sat.confidence.${band}`, { percent: percentage })}</Badge>;
}
