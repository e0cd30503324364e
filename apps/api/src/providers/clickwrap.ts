import type { ClickwrapGroup, ClickwrapSignature } from '@outlay/api-client/schema';
import type { Clock } from '../clock.js';
import type { Db } from '../db/db.js';
import { kyselyOf } from '../db/kysely.js';
import { LEGAL_DOCUMENTS, type LegalDocument } from '../legal/documents.js';

export type { ClickwrapGroup, ClickwrapSignature } from '@outlay/api-client/schema';

/**
 * The click-wrap agreement provider (spec part 1 §7): it holds groups of contracts under a
 * site access id, serves their PDFs and records who signed which version. Outlay never takes
 * the browser's word that terms were signed: it asks the provider (`hasSigned`).
 */
export interface ClickwrapProvider {
  contracts(accessId: string, groupKey: string): ClickwrapGroup | null;
  sign(
    request: { accessId: string; groupKey: string; signerId: string },
    ipAddress: string,
  ): Promise<ClickwrapSignature | null>;
  /** Whether the signer signed every contract of the group at its current version. */
  hasSigned(accessId: string, groupKey: string, signerId: string): Promise<boolean>;
  /** A contract's document at one version, for its download_url. */
  document(accessId: string, contractId: string, version: string): LegalDocument | null;
}

/** The sandbox's one site, and the groups Outlay uses. */
export const CLICKWRAP_ACCESS_ID = 'outlay-sandbox-site';
export const CLICKWRAP_GROUPS = {
  terms: {
    groupId: 4101,
    groupKey: 'outlay-terms',
    contracts: ['platform-agreement', 'privacy-policy', 'e-sign-consent'],
  },
  phoneConsent: { groupId: 4102, groupKey: 'outlay-phone-consent', contracts: ['sms-consent'] },
} as const;

const groups = new Map<string, readonly string[]>(
  Object.values(CLICKWRAP_GROUPS).map((group) => [group.groupKey, group.contracts]),
);

function documentsOf(accessId: string, groupKey: string): LegalDocument[] | null {
  const ids = accessId === CLICKWRAP_ACCESS_ID ? groups.get(groupKey) : undefined;
  if (!ids) return null;
  return ids.flatMap((id) => {
    const document = LEGAL_DOCUMENTS.get(id);
    return document ? [document] : [];
  });
}

export function clickwrapDocumentPath(accessId: string, document: LegalDocument): string {
  return `/api/sandbox/clickwrap/${accessId}/${document.id}-v${document.version}.pdf`;
}

/** The local sandbox, with its signatures in the database like the real service keeps them. */
export function createSandboxClickwrap(db: Db, clock: Clock): ClickwrapProvider {
  return {
    contracts(accessId, groupKey) {
      const documents = documentsOf(accessId, groupKey);
      if (!documents) return null;
      return {
        groupKey,
        contract_data: Object.fromEntries(
          documents.map((document) => [
            document.id,
            {
              title: document.name,
              download_url: clickwrapDocumentPath(accessId, document),
              version: document.version,
            },
          ]),
        ),
      };
    },

    async sign({ accessId, groupKey, signerId }, ipAddress) {
      const documents = documentsOf(accessId, groupKey);
      if (!documents) return null;
      const signedAt = clock.now();
      await kyselyOf(db)
        .insertInto('clickwrap_signatures')
        .values(
          documents.map((document) => ({
            access_id: accessId,
            group_key: groupKey,
            signer_id: signerId,
            contract_id: document.id,
            contract_version: document.version,
            ip_address: ipAddress,
            signed_at: signedAt,
          })),
        )
        .execute();
      return {
        groupKey,
        signerId,
        contracts: documents.map((document) => ({ id: document.id, version: document.version })),
        signedAt: signedAt.toISOString(),
      };
    },

    async hasSigned(accessId, groupKey, signerId) {
      const documents = documentsOf(accessId, groupKey);
      if (!documents) return false;
      const rows = await kyselyOf(db)
        .selectFrom('clickwrap_signatures')
        .select(['contract_id', 'contract_version'])
        .distinct()
        .where('access_id', '=', accessId)
        .where('group_key', '=', groupKey)
        .where('signer_id', '=', signerId)
        .execute();
      return documents.every((document) =>
        rows.some(
          (row) => row.contract_id === document.id && row.contract_version === document.version,
        ),
      );
    },

    document(accessId, contractId, version) {
      if (accessId !== CLICKWRAP_ACCESS_ID) return null;
      const document = LEGAL_DOCUMENTS.get(contractId);
      return document?.version === version ? document : null;
    },
  };
}
