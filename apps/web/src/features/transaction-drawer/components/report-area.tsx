import { disputeActors } from '@outlay/machines/dispute/dispute.actors';
import { disputeMachine } from '@outlay/machines/dispute/dispute.machine';
import { disputeView } from '@outlay/machines/dispute/dispute.view';
import { Button, Heading, showToast, Stack, Text } from '@outlay/design-system';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useTranslator } from '@/i18n/intl';
import { onAppClient } from '@/lib/flow-actors';
import { sameView } from '@/lib/same-view';
import { useEmitted } from '@/lib/use-emitted';
import { ReportForm } from './report-form';
import { ReportSummary } from './report-summary';

const disputeFlow = onAppClient(disputeMachine, disputeActors);

interface ReportAreaProps {
  /** The card transaction or transfer the report is about. */
  entry: { type: 'card' | 'payment'; id: number };
  /** The entry's details; the report form or the report takes their place when open. */
  children: ReactNode;
}

/**
 * Report an issue (spec part 2 §2.2, §2.3, §8), driven by the dispute machine: as the drawer
 * opens, the entry's report is looked up, so the Report section of an entry already reported
 * says "Transaction reported" with its reference number; otherwise "Report an issue" opens the
 * form in place of the drawer's body.
 */
export function ReportArea({ entry, children }: ReportAreaProps) {
  const { t } = useTranslator();
  const actor = useActorRef(disputeFlow, {
    input: { transactionReferenceId: entry.id, type: entry.type },
  });
  const view = useSelector(actor, disputeView, sameView);

  useEmitted(actor, 'dispute.reported', (event) => {
    showToast({
      tone: 'success',
      description: t('transactionDrawer.report.created', {
        id: String(event.transactionReferenceId),
      }),
    });
  });
  useEmitted(actor, 'dispute.loadFailed', (event) => {
    showToast({
      tone: 'error',
      description: t('transactionDrawer.report.loadFailed', {
        id: String(event.transactionReferenceId),
      }),
    });
  });

  if (view.part === 'report') return <ReportSummary actor={actor} view={view} />;
  if (view.part === 'form') return <ReportForm actor={actor} view={view} />;
  const filed = view.part === 'filed' ? view.dispute : null;
  if (filed) {
    return (
      <Stack space="large">
        {children}
        <Stack space="small">
          <Heading level={3} size={4}>
            {t('transactionDrawer.report.reported')}
          </Heading>
          <Text size="small">
            {t('transactionDrawer.report.referenceIs', { reference: filed.supportReferenceNo })}
          </Text>
          <Button
            variant="secondary"
            onPress={() => {
              actor.send({ type: 'report.opened' });
            }}
          >
            {t('transactionDrawer.report.view')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack space="large">
      {children}
      <Stack space="small">
        <Heading level={3} size={4}>
          {t('transactionDrawer.report.title')}
        </Heading>
        <Text size="small" tone="muted">
          {t('transactionDrawer.report.hint')}
        </Text>
        <Button
          variant="secondary"
          isPending={view.loading}
          pendingLabel={t('transactionDrawer.report.loading')}
          onPress={() => {
            actor.send({ type: 'report.opened' });
          }}
        >
          {t('transactionDrawer.report.open')}
        </Button>
      </Stack>
    </Stack>
  );
}
