import { unwrap, type AgreementConfig, type OutlayClient } from '@outlay/api-client';
import { fromPromise } from 'xstate';
import type { TermsDocumentCard } from './terms.types';

export const loadAgreementConfig = fromPromise(({ input }: { input: { client: OutlayClient } }) =>
  unwrap(input.client.GET('/v2/web/user/agreement-config')),
);

/** The click-wrap provider's contracts of the group, as cards. */
export const loadClickwrapContracts = fromPromise(
  async ({
    input,
  }: {
    input: { client: OutlayClient; config: AgreementConfig | null };
  }): Promise<TermsDocumentCard[]> => {
    const group = await unwrap(
      input.client.GET('/v2/clickwrap/contract-data', {
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
);

/** The in-house document package, as cards. */
export const loadDocumentPackage = fromPromise(
  async ({ input }: { input: { client: OutlayClient } }): Promise<TermsDocumentCard[]> => {
    const documentPackage = await unwrap(input.client.GET('/v2/web/user/document-package'));
    return documentPackage.data.items.map((item) => ({
      id: item.id,
      title: item.documentName,
      link: item.documentLink,
    }));
  },
);

export const signClickwrapContracts = fromPromise(
  ({ input }: { input: { client: OutlayClient; config: AgreementConfig | null } }) =>
    unwrap(
      input.client.POST('/v2/clickwrap/contracts-signed', {
        body: {
          accessId: input.config?.accessId ?? '',
          groupKey: input.config?.groupKey ?? '',
          signerId: input.config?.signerId ?? '',
        },
      }),
    ),
);

export const acceptTerms = fromPromise(
  ({
    input,
  }: {
    input: {
      client: OutlayClient;
      config: AgreementConfig | null;
      documents: TermsDocumentCard[];
    };
  }) =>
    unwrap(
      input.client.POST('/v2/web/user/terms-and-conditions-consent', {
        body:
          input.config?.agreementProvider === 'clickwrap'
            ? { agreementProvider: 'clickwrap' }
            : {
                agreementProvider: 'in-house',
                documentIds: input.documents.map((document) => document.id),
              },
      }),
    ),
);
