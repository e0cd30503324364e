import type { TextDocument } from './text-document.js';

/** A legal document Outlay asks users to agree to, at one version. */
export interface LegalDocument extends TextDocument {
  id: string;
  version: string;
  /** The short name shown on its card. */
  name: string;
}

const demoNotice =
  'This is a demonstration document of the Outlay sandbox. It shows how the product presents terms; it is not a contract.';

const documents = [
  {
    id: 'platform-agreement',
    version: '2026-01',
    name: 'Platform Agreement',
    title: 'Outlay Platform Agreement',
    paragraphs: [
      demoNotice,
      '1. The service. Outlay provides corporate cards, payments, bank accounts and accounting tools to the company that signed up and to the people it invites.',
      '2. Your account. You keep your password and your second factor to yourself, and you tell us at once if you believe someone else used them.',
      '3. Sensitive actions. Changing your password, inviting users and similar actions ask for a fresh verification code. We may ask you to answer a security question as well.',
      '4. Spending. Card and payment limits are set by your company. Transactions are shown in the dashboard and on your statement.',
      '5. Statements. Statements are issued every cycle. The amount due is paid by the due date, by AutoPay or by transfer; late amounts may carry a fee shown on the statement.',
      '6. Changes. When these terms change, we ask you to agree to the new version the next time you sign in.',
    ],
  },
  {
    // What a company accepts when it applies (spec part 2 §2.7: "the program agreement and
    // privacy policy"); the sign-up wizard's review step links to it.
    id: 'program-agreement',
    version: '2026-01',
    name: 'Program Agreement',
    title: 'Outlay Card Program Agreement',
    paragraphs: [
      demoNotice,
      '1. The program. Once its application is approved, the company may issue Outlay corporate cards to the people it names, and make payments from its Outlay account.',
      '2. The application. The person who applies certifies that they may act for the company, and that what they entered about the company, its leaders and its owners is true.',
      '3. Checks. Outlay and the card issuer check the company, its owners and its bank accounts before approving the application, and may ask for documents.',
      '4. Limits and statements. The company’s credit limit is set on approval. Card and payment spend is shown on a statement every cycle, and the amount due is paid by its due date.',
      '5. Ending the program. The company may close its account at any time once its balance is paid. Outlay may suspend cards where fraud is suspected or a payment is missed.',
    ],
  },
  {
    id: 'privacy-policy',
    version: '2025-11',
    name: 'Privacy Policy',
    title: 'Outlay Privacy Policy',
    paragraphs: [
      demoNotice,
      'We collect the data needed to run your account: your name, email, phone number, the transactions made with your cards and the documents you upload.',
      'We use it to provide the service, to prevent fraud and to meet our legal duties. We do not sell it.',
      'You can ask for a copy of your data, or for its correction, by writing to customer support.',
    ],
  },
  {
    id: 'cardholder-terms',
    version: '2025-09',
    name: 'Cardholder Terms',
    title: 'Outlay Cardholder Terms',
    paragraphs: [
      demoNotice,
      'Cards are issued to employees of the company for business expenses. The company is responsible for the balance.',
      'Keep the card and its PIN safe. Report a lost or stolen card at once from the Cards page; it is frozen immediately. Report transactions you do not recognise from the transaction’s details.',
      'Spend limits set by your administrator apply to every transaction.',
    ],
  },
  {
    id: 'e-sign-consent',
    version: '2024-06',
    name: 'E-Sign Consent',
    title: 'Consent to Electronic Records and Signatures',
    paragraphs: [
      demoNotice,
      'You agree to receive agreements, statements and notices electronically, and to sign them electronically.',
      'You can withdraw this consent by contacting customer support; some features may then be unavailable.',
    ],
  },
  {
    id: 'sms-consent',
    version: '2025-03',
    name: 'Text Message Consent',
    title: 'Consent to Receive Text Messages',
    paragraphs: [
      demoNotice,
      'You agree that Outlay may send verification codes and security alerts to your phone number by text message. Message and data rates may apply.',
      'Reply STOP to stop text messages at any time.',
    ],
  },
] as const satisfies readonly LegalDocument[];

export type LegalDocumentId = (typeof documents)[number]['id'];

export const LEGAL_DOCUMENTS: ReadonlyMap<string, LegalDocument> = new Map(
  documents.map((document) => [document.id, document]),
);

/** What the in-house document package holds, in order. */
export const IN_HOUSE_PACKAGE: readonly LegalDocumentId[] = [
  'platform-agreement',
  'privacy-policy',
  'cardholder-terms',
];

/** Where Outlay serves a document as a web page (public: the footer opens it in a new tab). */
export function inHouseDocumentPage(id: LegalDocumentId): string {
  return `/api/legal/documents/${id}.html`;
}

/** Where Outlay itself serves a document (public: it opens in a new tab). */
export function inHouseDocumentLink(id: string): string {
  return `/api/legal/documents/${id}.pdf`;
}
