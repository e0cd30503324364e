import type { disputeMachine } from '@outlay/machines/dispute/dispute.machine';
import { DISPUTE_REASONS } from '@outlay/machines/dispute/dispute.types';
import type { disputeView } from '@outlay/machines/dispute/dispute.view';
import { Button, Heading, Inline, Radio, RadioGroup, Stack, TextArea } from '@outlay/design-system';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { AppForm } from '@/components/app-form';
import { ErrorBanner } from '@/components/error-banner';
import { useTranslator } from '@/i18n/intl';

interface ReportFormProps {
  actor: ActorRefFrom<typeof disputeMachine>;
  view: ReturnType<typeof disputeView>;
}

/**
 * The report form (spec part 2 §2.3, §5) in place of the drawer's body: a reason from the
 * spec's seven, all in view (required) and a comment (required for Other). The machine checks both on
 * submit; its messages show on the fields and in the form's summary.
 */
export function ReportForm({ actor, view }: ReportFormProps) {
  const { t } = useTranslator();
  const { reasonKey, comment, fieldErrors, error, submitting: isSubmitting } = view;

  const reasonError = fieldErrors?.reason ? t('transactionDrawer.report.reasonRequired') : null;
  const commentError = fieldErrors?.comment ? t('transactionDrawer.report.commentRequired') : null;
  const validationErrors = useMemo(
    () => ({
      ...(reasonError ? { reason: reasonError } : {}),
      ...(commentError ? { comment: commentError } : {}),
    }),
    [reasonError, commentError],
  );

  return (
    <Stack space="large">
      <Heading level={3}>{t('transactionDrawer.report.formTitle')}</Heading>
      {/* The server's message, or the spec's own when it sent none. */}
      <ErrorBanner error={error} fallbackKey="transactionDrawer.report.createFailed" />
      <AppForm
        aria-label={t('transactionDrawer.report.formTitle')}
        validationBehavior="aria"
        validationErrors={validationErrors}
        onSubmit={() => {
          actor.send({ type: 'report.submitted' });
        }}
      >
        <RadioGroup
          name="reason"
          label={t('transactionDrawer.report.reason')}
          isRequired
          value={reasonKey}
          errorMessage={reasonError ?? undefined}
          onChange={(key) => {
            const chosen = DISPUTE_REASONS.find((reason) => reason === key);
            if (chosen) {
              actor.send({
                type: 'reason.changed',
                reasonKey: chosen,
                reasonDescription: t(`transactionDrawer.reason.${chosen}`),
              });
            }
          }}
        >
          {DISPUTE_REASONS.map((reason) => (
            <Radio key={reason} value={reason}>
              {t(`transactionDrawer.reason.${reason}`)}
            </Radio>
          ))}
        </RadioGroup>
        <TextArea
          name="comment"
          label={t('transactionDrawer.report.comment')}
          description={
            reasonKey === 'other' ? undefined : t('transactionDrawer.report.commentOptional')
          }
          isRequired={reasonKey === 'other'}
          value={comment}
          maxLength={1000}
          errorMessage={commentError ?? undefined}
          onChange={(next) => {
            actor.send({ type: 'comment.changed', comment: next });
          }}
        />
        <Inline space="small">
          <Button
            type="submit"
            isPending={isSubmitting}
            pendingLabel={t('transactionDrawer.report.sending')}
          >
            {t('transactionDrawer.report.submit')}
          </Button>
          <Button
            variant="secondary"
            isDisabled={isSubmitting}
            onPress={() => {
              actor.send({ type: 'report.closed' });
            }}
          >
            {t('transactionDrawer.report.cancel')}
          </Button>
        </Inline>
      </AppForm>
    </Stack>
  );
}
