import { Banner, Switch, Text, showToast } from '@outlay/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslator } from '../../i18n/intl';
import { messageOf } from '../../lib/message-of';
import { type SatAccountView, satAccountQueryKey } from '../api/sat-account';
import { switchMatching } from '../api/switch-matching';
import { matchingOfferOf } from '../model/matching-offer';
import { satInvoicesKeyOfAll } from '../api/sat-invoices';

interface MatchingPanelProps {
  view: SatAccountView;
  isAdmin: boolean;
  /** From a transaction: says "Invoice matching feature turned off." beside the switch. */
  inDrawer?: boolean;
}

/** The invoice-matching toggle panel (spec part 2 §2.4, §4, §6), on the page and in the drawer. */
export function MatchingPanel({ view, isAdmin, inDrawer = false }: MatchingPanelProps) {
  const { t } = useTranslator();
  const queryClient = useQueryClient();
  const turnOn = useMutation({
    mutationFn: () => switchMatching(true),
    onSuccess: (account) => {
      queryClient.setQueryData<SatAccountView>(satAccountQueryKey, (current) =>
        current ? { ...current, account } : current,
      );
      void queryClient.invalidateQueries({ queryKey: satInvoicesKeyOfAll });
      showToast({ tone: 'success', description: t('sat.matching.turnedOn') });
    },
    onError: (error) => {
      showToast({ tone: 'error', description: messageOf(error, t) });
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
