import { Banner, Switch, Text, showToast } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import type { SatAccountView } from '../api/sat-account';
import { useTurnMatchingOn } from '../api/switch-matching';
import { matchingOfferOf } from '../model/matching-offer';

interface MatchingPanelProps {
  view: SatAccountView;
  isAdmin: boolean;
  /** From a transaction: says "Invoice matching feature turned off." beside the switch. */
  inDrawer?: boolean;
}

/** The invoice-matching toggle panel (spec part 2 §2.4, §4, §6), on the page and in the drawer. */
export function MatchingPanel({ view, isAdmin, inDrawer = false }: MatchingPanelProps) {
  const { t } = useTranslator();
  const turnOn = useTurnMatchingOn({
    onSuccess: () => {
      showToast({ tone: 'success', description: t('sat.matching.turnedOn') });
    },
  });
  switch (matchingOfferOf(view.account, view.isSatMatchInvoicesAvailable, isAdmin)) {
    case 'none':
      return null;
    case 'enableHint':
      return <Banner tone="info">{t('sat.matching.enableHint')}</Banner>;
    case 'on':
      return inDrawer ? null : <Text>{t('sat.matching.on')}</Text>;
    case 'switch':
      return (
        <>
          {inDrawer && <Text tone="muted">{t('sat.matching.off')}</Text>}
          <Switch
            isSelected={false}
            isDisabled={turnOn.isPending}
            onChange={(on) => {
              if (on) turnOn.mutate();
            }}
            description={t('sat.matching.description')}
          >
            {t('sat.matching.switch')}
          </Switch>
        </>
      );
  }
}
