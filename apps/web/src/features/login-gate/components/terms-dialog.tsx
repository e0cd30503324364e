import {
  Banner,
  Box,
  Button,
  Checkbox,
  Dialog,
  Inline,
  Link,
  Modal,
  Spinner,
  Stack,
  Text,
} from '@outlay/design-system';
import type { termsMachine } from '@outlay/machines/terms/terms.machine';
import { termsView } from '@outlay/machines/terms/terms.view';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { documentUrl } from '@/lib/document-url';
import { sameView } from '@/lib/same-view';
import { ErrorBanner } from '@/components/error-banner';

/**
 * Terms consent (spec part 1 §2.4, §7): a card per document with View PDF (a new tab), a
 * checkbox and I Agree. The terms must be accepted to go on, so the modal cannot be closed
 * (the click-wrap contract modal never can). It draws the terms flow the login gate runs, which
 * moves on once the flow ends.
 */
export function TermsDialog({ actor }: { actor: ActorRefFrom<typeof termsMachine> }) {
  const { t } = useTranslator();
  const { part, clickwrap, documents, agreed, error, canAgree, agreeing } = useSelector(
    actor,
    termsView,
    sameView,
  );

  return (
    <Modal isOpen isDismissable={false} size="large">
      <Dialog title={clickwrap ? t('gate.terms.clickwrapTitle') : t('gate.terms.title')}>
        {part === 'loading' ? (
          <Spinner label={t('gate.terms.loading')} />
        ) : part === 'failed' ? (
          <Stack space="large">
            <Banner tone="danger" title={t('gate.terms.loadFailed')} announce="assertive">
              {messageOf(error, t)}
            </Banner>
            <Inline space="small" align="right">
              <Button
                variant="primary"
                onPress={() => {
                  actor.send({ type: 'retry.requested' });
                }}
              >
                {t('gate.terms.retry')}
              </Button>
            </Inline>
          </Stack>
        ) : (
          <Stack space="large">
            <ErrorBanner error={error} />
            <Text>{t('gate.terms.intro')}</Text>
            <Stack space="small" component="ul">
              {documents.map((document) => (
                <Box
                  key={document.id}
                  padding="medium"
                  borderRadius="medium"
                  background="surfaceMuted"
                >
                  <Inline space="medium" align="spaceBetween" alignY="center">
                    <Text weight="medium">{document.title}</Text>
                    <Link
                      href={documentUrl(document.link)}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('gate.terms.viewPdfOf', { title: document.title })}
                    >
                      {t('gate.terms.viewPdf')}
                    </Link>
                  </Inline>
                </Box>
              ))}
            </Stack>
            <Checkbox
              isSelected={agreed}
              onChange={(isSelected) => {
                actor.send({ type: 'agreement.toggled', agreed: isSelected });
              }}
            >
              {t('gate.terms.agree')}
            </Checkbox>
            <Inline space="small" align="right">
              <Button
                variant="primary"
                isDisabled={!canAgree && !agreeing}
                isPending={agreeing}
                onPress={() => {
                  actor.send({ type: 'agreement.confirmed' });
                }}
              >
                {t('gate.terms.submit')}
              </Button>
            </Inline>
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}
