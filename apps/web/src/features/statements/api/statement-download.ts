import type { StatementFileFormat } from '@outlay/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { operationQuery } from '@/lib/operation-query';

export const statementDownloadQuery = (statementId: string, format: StatementFileFormat) =>
  operationQuery('get', '/v2/web/statement/{statementId}/download', {
    params: { path: { statementId }, query: { format } },
  });

export interface DownloadState {
  /** The file being prepared, as `<statement id>:<format>`. */
  pending: string | null;
  /** The last file started, for the live region. */
  started: { statementId: string; format: StatementFileFormat } | null;
  error: unknown;
}

/**
 * A statement's PDF or CSV: the server signs a short-lived link (read fresh each time, as it
 * expires), and the browser downloads the file it points to (an attachment: the page stays).
 */
export function useStatementDownload(goTo: (url: string) => void) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DownloadState>({ pending: null, started: null, error: null });
  async function download(statementId: string, format: StatementFileFormat) {
    setState((previous) => ({ ...previous, pending: `${statementId}:${format}`, error: null }));
    try {
      const link = await queryClient.query({
        ...statementDownloadQuery(statementId, format),
        staleTime: 0,
      });
      goTo(link.url);
      setState({ pending: null, started: { statementId, format }, error: null });
    } catch (error) {
      setState({ pending: null, started: null, error });
    }
  }
  return { ...state, download };
}
