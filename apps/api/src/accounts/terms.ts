import type {
  AgreementConfig,
  DocumentPackage,
  TermsConsentRequest,
} from '@outlay/api-client/schema';
import { AppError } from '../http/errors.js';
import type { Session } from '../http/security.js';
import { IN_HOUSE_PACKAGE, LEGAL_DOCUMENTS, inHouseDocumentLink } from '../legal/documents.js';
import { CLICKWRAP_ACCESS_ID, CLICKWRAP_GROUPS } from '../providers/clickwrap.js';
import type { Services } from '../services.js';
import { signedInState } from './account-security.js';

export interface Terms {
  /** Which provider the user agrees through, and the ids it signs them under. */
  agreementConfig(session: Session): Promise<AgreementConfig>;
  /** The in-house package's documents (a company without the click-wrap provider). */
  documentPackage(): DocumentPackage['data'];
  /**
   * Records the consent once every document was agreed: the provider says so for click-wrap
   * (never the browser), the request's list for the in-house package. 409 otherwise.
   */
  accept(
    caller: { session: Session; ipAddress: string },
    request: TermsConsentRequest,
  ): Promise<void>;
}

function packageDocuments() {
  return IN_HOUSE_PACKAGE.flatMap((id) => {
    const document = LEGAL_DOCUMENTS.get(id);
    return document ? [document] : [];
  });
}

const notAgreed = () => new AppError(409, 'CONFLICT', 'gate.termsNotAgreed');

/** The terms gate after sign-in (spec part 1 §4.2). */
export function createTerms(services: Pick<Services, 'accountSecurity' | 'clickwrap'>): Terms {
  const { accountSecurity, clickwrap } = services;
  return {
    async agreementConfig(session) {
      const state = await signedInState(accountSecurity, session);
      const { groupId, groupKey } = CLICKWRAP_GROUPS.terms;
      return {
        agreementProvider: state.agreementProvider,
        accessId: CLICKWRAP_ACCESS_ID,
        groupId,
        groupKey,
        signerId: state.publicId,
      };
    },

    documentPackage() {
      const items = packageDocuments().map((document) => ({
        id: document.id,
        documentName: document.name,
        documentLink: inHouseDocumentLink(document.id),
        title: document.title,
      }));
      return { items };
    },

    async accept({ session, ipAddress }, request) {
      const state = await signedInState(accountSecurity, session);
      if (request.agreementProvider !== state.agreementProvider) throw notAgreed();
      let documents: { id: string; version: string }[];
      if (state.agreementProvider === 'clickwrap') {
        const { groupKey, contracts } = CLICKWRAP_GROUPS.terms;
        if (!(await clickwrap.hasSigned(CLICKWRAP_ACCESS_ID, groupKey, state.publicId))) {
          throw notAgreed();
        }
        documents = contracts.map((id) => ({
          id,
          version: LEGAL_DOCUMENTS.get(id)?.version ?? '',
        }));
      } else {
        const agreed = new Set(request.documentIds ?? []);
        const all = packageDocuments();
        if (!all.every((document) => agreed.has(document.id))) throw notAgreed();
        documents = all.map(({ id, version }) => ({ id, version }));
      }
      await accountSecurity.acceptTerms(session, {
        provider: state.agreementProvider,
        documents,
        ipAddress,
      });
    },
  };
}
