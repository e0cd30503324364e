import type { PortalNotice } from '@outlay/machines/upload-portal/upload-portal.types';
import { uploadPageView } from '@outlay/machines/upload-portal/upload-portal.view';
import { Banner, Button, Heading, Inline, Stack, Text } from '@outlay/design-system';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { sameView } from '@/lib/same-view';
import { DocumentGroupZone } from './document-group-zone';
import type { PortalRef } from './portal-ref';

const noticeTitles = {
  upload: 'uploadPortal.uploadFailed',
  delete: 'uploadPortal.deleteFailed',
  complete: 'uploadPortal.completeFailed',
} as const;

function NoticeBanner({ notice, onDismiss }: { notice: PortalNotice; onDismiss: () => void }) {
  const { t } = useTranslator();
  const message = messageOf(notice.error, t);
  return (
    <Banner
      tone="danger"
      title={t(noticeTitles[notice.kind])}
      announce="assertive"
      onDismiss={onDismiss}
    >
      {notice.fileName
        ? t('uploadPortal.fileProblem', { fileName: notice.fileName, problem: message })
        : message}
    </Banner>
  );
}

/** The upload page (spec §2.8): one zone per group, Save, and the way back. */
export function UploadPage({ portal }: { portal: PortalRef }) {
  const { t } = useTranslator();
  const [, navigate] = useLocation();
  const { groups, notice, canSave, saving } = useSelector(portal, uploadPageView, sameView);

  return (
    <Stack space="xlarge">
      <Stack space="small">
        <Heading level={1}>{t('uploadPortal.title')}</Heading>
        <Text tone="muted">{t('uploadPortal.intro')}</Text>
      </Stack>
      {notice && (
        <NoticeBanner
          notice={notice}
          onDismiss={() => {
            portal.send({ type: 'notice.dismissed' });
          }}
        />
      )}
      {groups.map((group) => (
        <DocumentGroupZone key={group.id} portal={portal} group={group} />
      ))}
      <Stack space="small">
        <Inline space="medium">
          <Button
            isDisabled={!canSave && !saving}
            isPending={saving}
            pendingLabel={t('uploadPortal.saving')}
            onPress={() => {
              portal.send({ type: 'request.saved' });
            }}
          >
            {t('uploadPortal.save')}
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              navigate('/');
            }}
          >
            {t('uploadPortal.returnToDashboard')}
          </Button>
        </Inline>
        {!canSave && !saving && (
          <Text tone="muted" size="small">
            {t('uploadPortal.saveHint')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
