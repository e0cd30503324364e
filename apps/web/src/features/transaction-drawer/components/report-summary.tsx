import type { disputeMachine } from '@outlay/machines/dispute/dispute.machine';
import type { disputeView } from '@outlay/machines/dispute/dispute.view';
import {
  Button,
  DescriptionList,
  type DescriptionListItem,
  Heading,
  Stack,
  Text,
} from '@outlay/design-system';
import type { ActorRefFrom } from 'xstate';
import { useTranslator } from '@/i18n/intl';

/**
 * The entry's report (spec part 2 §2.3) in place of the drawer's body: "Transaction reported",
 * the support reference number and "Thanks! We’ll reach out to you shortly.", then what was
 * reported.
 */
export function ReportSummary({
  actor,
  view,
}: {
  actor: ActorRefFrom<typeof disputeMachine>;
  view: ReturnType<typeof disputeView>;
}) {
  const { t } = useTranslator();
  const { dispute } = view;
  if (!dispute) return null;
  const items: DescriptionListItem[] = [
    {
      id: 'reference',
      term: t('transactionDrawer.report.reference'),
      description: dispute.supportReferenceNo,
    },
    {
      id: 'reason',
      term: t('transactionDrawer.report.reason'),
      description: t(`transactionDrawer.reason.${dispute.reasonKey}`),
    },
  ];
  if (dispute.comment) {
    items.push({
      id: 'comment',
      term: t('transactionDrawer.report.comment'),
      description: dispute.comment,
    });
  }
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={3}>{t('transactionDrawer.report.reported')}</Heading>
        <Text>{t('transactionDrawer.report.thanks')}</Text>
      </Stack>
      <DescriptionList items={items} />
      <Button
        variant="secondary"
        onPress={() => {
          actor.send({ type: 'report.closed' });
        }}
      >
        {t('transactionDrawer.report.back')}
      </Button>
    </Stack>
  );
}
