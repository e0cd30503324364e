import type { Language } from '@outlay/api-client';
import { uploadPortalActors } from '@outlay/machines/upload-portal/upload-portal.actors';
import { uploadPortalMachine } from '@outlay/machines/upload-portal/upload-portal.machine';
import { portalPageView } from '@outlay/machines/upload-portal/upload-portal.view';
import { Box, Spinner } from '@outlay/design-system';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import { useEmitted } from '@/lib/use-emitted';
import { createPortalClient } from '../api/drive-client';
import { CompletedPage } from './completed-page';
import { ExpiredPage } from './expired-page';
import { UploadPage } from './upload-page';

/** The flow behind one link: the machine decides the page. */
export function UploadPortal({ uuid, language }: { uuid: string; language: Language }) {
  const { t } = useTranslator();
  // The link's own client (the drive's key, the link's language): its actors are built on it
  // once, as the page starts.
  const [machine] = useState(() =>
    uploadPortalMachine.provide({ actors: uploadPortalActors(createPortalClient(language)) }),
  );
  const portal = useActorRef(machine, { input: { uuid, language } });
  const page = useSelector(portal, portalPageView);
  // Spec §2.1: after completion the page reloads at the same path, which then shows the
  // completed page from the drive's own answer.
  useEmitted(portal, 'request.completed', () => {
    window.location.reload();
  });

  switch (page) {
    case 'upload':
      return <UploadPage portal={portal} />;
    case 'completed':
      return <CompletedPage />;
    case 'expired':
      return <ExpiredPage />;
    default:
      return (
        <Box display="flex" justifyContent="center" padding="xxlarge">
          <Spinner label={t('uploadPortal.loading')} />
        </Box>
      );
  }
}
