import { unwrap, type AgreementConfig, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import type { TermsDocumentCard } from './terms.types';

/** The terms flow's calls, built once on the client the app (or a test) gives. */
export const termsActors = (client: OutlayClient) => ({
  loadAgreementConfig: fromPromise(() => unwrap(client.GET('/v2/web/user/agreement-config'))),

  /** The click-wrap provider's contracts of the group, as cards. */
  loadClickwrapContracts: fromPromise(
    async ({
      input,
    }: {
      input: { config: AgreementConfig | null };
    }): Promise<TermsDocumentCard[]> => {
      const group = await unwrap(
        client.GET('/v2/clickwrap/contract-data', {
          params: {
            query: {
              accessId: input.config?.accessId ?? '',
              groupKey: input.config?.groupKey ?? '',
            },
          },
        }),
      );
      return Object.entries(group.contract_data).map(([id, contract]) => ({
        id,
        title: contract.title,
        link: contract.download_url,
      }));
    },
  ),

  /** The in-house document package, as cards. */
  loadDocumentPackage: fromPromise(async (): Promise<TermsDocumentCard[]> => {
    const documentPackage = await unwrap(client.GET('/v2/web/user/document-package'));
    return documentPackage.data.items.map((item) => ({
      id: item.id,
      title: item.documentName,
      link: item.documentLink,
    }));
  }),

  signClickwrapContracts: fromPromise(({ input }: { input: { config: AgreementConfig | null } }) =>
    unwrap(
      client.POST('/v2/clickwrap/contracts-signed', {
        body: {
          accessId: input.config?.accessId ?? '',
          groupKey: input.config?.groupKey ?? '',
          signerId: input.config?.signerId ?? '',
        },
      }),
    ),
  ),

  acceptTerms: fromPromise(
    ({ input }: { input: { config: AgreementConfig | null; documents: TermsDocumentCard[] } }) =>
      unwrap(
        client.POST('/v2/web/user/terms-and-conditions-consent', {
          body:
            input.config?.agreementProvider === 'clickwrap'
              ? { agreementProvider: 'clickwrap' }
              : {
                  agreementProvider: 'in-house',
                  documentIds: input.documents.map((document) => document.id),
                },
        }),
      ),
  ),
});
