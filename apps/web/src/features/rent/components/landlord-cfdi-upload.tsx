import type { RentPayment } from '@outlay/api-client';
import {
  Badge,
  FileDropZone,
  type FileRejection,
  Inline,
  LiveRegion,
  ProgressBar,
  Stack,
  Text,
} from '@outlay/design-system';
import { useState } from 'react';
import { useTranslator } from '@/i18n/intl';
import { messageOf } from '@/lib/message-of';
import { useUploadLandlordCfdi } from '../api/upload-landlord-cfdi';

/** The contract's limit: a CFDI is a few kilobytes. */
const MAX_CFDI_BYTES = 1024 * 1024;

/**
 * A Mexican rent payment's landlord CFDI: pending until the landlord's XML is uploaded here,
 * then received. The server checks it against the payment (issuer, receiver, total and
 * withholding) and says exactly what disagrees; that is shown under the upload.
 */
export function LandlordCfdiUpload({ payment }: { payment: RentPayment }) {
  const { t } = useTranslator();
  const upload = useUploadLandlordCfdi();
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [news, setNews] = useState('');
  const cfdi = payment.landlordCfdi;
  if (!cfdi) return null;
  const received = cfdi.status === 'received';

  const accepted = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setProblem(null);
    setProgress(0);
    setNews('');
    upload.mutate(
      { paymentId: payment.id, file, onProgress: setProgress },
      {
        onSuccess: () => {
          setNews(t('rent.cfdi.receivedNews', { landlord: payment.landlordName }));
        },
        onError: (error) => {
          setProblem(messageOf(error, t));
        },
      },
    );
  };
  const rejected = (rejections: FileRejection[]) => {
    const [first] = rejections;
    if (!first) return;
    setProblem(t(first.reason === 'size' ? 'rent.cfdi.tooLarge' : 'rent.cfdi.wrongType'));
  };

  return (
    <Stack space="xsmall">
      <LiveRegion visuallyHidden>{news}</LiveRegion>
      <Inline space="small" alignY="center">
        <Text>{t('rent.cfdi')}</Text>
        <Badge tone={received ? 'positive' : 'neutral'}>
          {t(`rent.cfdi.status.${cfdi.status}`)}
        </Badge>
      </Inline>
      {received ? (
        <Text tone="muted">{t('rent.cfdi.receivedLine', { uuid: cfdi.uuid ?? '' })}</Text>
      ) : (
        <FileDropZone
          label={t('rent.cfdi.upload', { landlord: payment.landlordName })}
          buttonLabel={t('rent.cfdi.choose')}
          acceptedFileTypes={['.xml']}
          maxFileSize={MAX_CFDI_BYTES}
          maxFiles={1}
          isDisabled={upload.isPending}
          onFilesAccepted={accepted}
          onFilesRejected={rejected}
          errorMessage={problem ?? undefined}
        />
      )}
      {upload.isPending && (
        <ProgressBar
          label={t('rent.cfdi.progress', { landlord: payment.landlordName })}
          value={Math.round(progress * 100)}
        />
      )}
    </Stack>
  );
}
