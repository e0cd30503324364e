import type { CompanyDocument } from '@outlay/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { operationQuery } from '@/lib/operation-query';

export const documentDownloadQuery = (document: Pick<CompanyDocument, 'kind' | 'id'>) =>
  operationQuery('get', '/v2/web/documents/{kind}/{documentId}/download', {
    params: { path: { kind: document.kind, documentId: document.id } },
  });

/**
 * A document's file: the server gives a short-lived link (read fresh each time, as it
 * expires), and the browser opens it (an attachment, or a document in a new tab).
 */
export function useDocumentDownload(goTo: (url: string) => void) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  async function download(document: CompanyDocument) {
    setPending(`${document.kind}:${document.id}`);
    setError(null);
    try {
      const link = await queryClient.query({ ...documentDownloadQuery(document), staleTime: 0 });
      goTo(link.url);
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(null);
    }
  }
  return { pending, error, download };
}
