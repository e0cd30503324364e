import { disputeMachine } from '@outlay/machines/dispute/dispute.machine';
import { Button, Heading, showToast, Stack, Text } from '@outlay/design-system';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect } from 'react';
import { useTranslator } from '../../../i18n/intl';
import { apiClient } from '../../../lib/api-client';
import { ReportForm } from './report-form';
import { ReportSummary } from './report-summary';

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
  const actor = useActorRef(disputeMachine, {
    input: { client: apiClient, transactionReferenceId: entry.id, type: entry.type },
  });
  const isOpen = useSelector(actor, (snapshot) => snapshot.hasTag('open'));
  const isReported = useSelector(actor, (snapshot) => snapshot.matches('reported'));
  const isLoading = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const filed = useSelector(actor, (snapshot) =>
    snapshot.matches('filed') ? snapshot.context.dispute : null,
  );

  useEffect(() => {
    const reported = actor.on('dispute.reported', (event) => {
      showToast({
        tone: 'success',
        description: t('transactionDrawer.report.created', {
          id: String(event.transactionReferenceId),
        }),
      });
    });
    const loadFailed = actor.on('dispute.loadFailed', (event) => {
      showToast({
        tone: 'error',
        description: t('transactionDrawer.report.loadFailed', {
          id: String(event.transactionReferenceId),
        }),
      });
    });
    return () => {
      reported.unsubscribe();
      loadFailed.unsubscribe();
    };
  }, [actor, t]);

  if (isReported) return <ReportSummary actor={actor} />;
  if (isOpen) return <ReportForm actor={actor} />;
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
          isPending={isLoading}
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
