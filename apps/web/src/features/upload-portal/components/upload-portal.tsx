import type { Language } from '@outlay/api-client';
import { uploadPortalMachine } from '@outlay/machines/upload-portal/upload-portal.machine';
import { Box, Spinner } from '@outlay/design-system';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslator } from '../../../i18n/intl';
import { createPortalClient } from '../api/drive-client';
import { CompletedPage } from './completed-page';
import { ExpiredPage } from './expired-page';
import type { PortalSnapshot } from './portal-ref';
import { UploadPage } from './upload-page';

function pageOf(snapshot: PortalSnapshot) {
  if (snapshot.hasTag('page.upload')) return 'upload';
  if (snapshot.hasTag('page.completed')) return 'completed';
  if (snapshot.hasTag('page.expired')) return 'expired';
  return 'loading';
}

/** The flow behind one link: the machine decides the page. */
export function UploadPortal({ uuid, language }: { uuid: string; language: Language }) {
  const { t } = useTranslator();
  const [client] = useState(() => createPortalClient(language));
  const portal = useActorRef(uploadPortalMachine, { input: { client, uuid, language } });
  const page = useSelector(portal, pageOf);

  useEffect(() => {
    // Spec §2.1: after completion the page reloads at the same path, which then shows the
    // completed page from the drive's own answer.
    const subscription = portal.on('request.completed', () => {
      window.location.reload();
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [portal]);

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
