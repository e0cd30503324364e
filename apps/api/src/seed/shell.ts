// Demo data of the signed-in shell: the top banners, legal documents, autopay bank accounts,
// and the users who show the shell's variants (UK autopay, a manager without expense
// management, an admin of the self-funded Brazilian company), and the UK admin who registers
// delegates in the e2e walk.
import type { PasswordHasher } from '../auth/passwords.js';
import type { Insertable } from 'kysely';
import type { Db } from '../db/db.js';
import type { AutopayBankAccounts, TopBanners } from '../db/schema.js';
import { COMPANY } from './companies.js';
import { DEMO_PASSWORD, SEED_DATE } from './constants.js';
import { json, seedQueries, syncIdSequence } from './insert.js';
import { inHouseDocumentPage, type LegalDocumentId } from '../legal/documents.js';
import { stableSalt } from './stable-ids.js';
import { type DemoUser, demoUserRow } from './users.js';

export const SHELL_USERS: readonly DemoUser[] = [
  {
    id: 3002,
    companyId: COMPANY.canada,
    email: 'ca.manager@demo.outlay.test',
    firstName: 'Chloé',
    lastName: 'Gagnon',
    role: 'manager',
    phoneNumber: '4165550148',
    countryCallingCode: '+1',
  },
  {
    id: 4001,
    companyId: COMPANY.uk,
    email: 'uk.admin@demo.outlay.test',
    firstName: 'Oliver',
    lastName: 'Hughes',
    role: 'admin',
    phoneNumber: '7700900123',
    countryCallingCode: '+44',
  },
  {
    // The delegate-registration walk's admin (e2e/delegates.spec.ts): no other spec signs in
    // as them, so the REGISTER_DELEGATE codes in their mailbox are the walk's own.
    id: 4002,
    companyId: COMPANY.uk,
    email: 'delegates.admin@demo.outlay.test',
    firstName: 'Amelia',
    lastName: 'Clarke',
    role: 'admin',
    phoneNumber: '7700900124',
    countryCallingCode: '+44',
  },
  {
    id: 6001,
    companyId: COMPANY.brazil,
    email: 'br.admin@demo.outlay.test',
    firstName: 'Rafael',
    lastName: 'Souza',
    role: 'admin',
    phoneNumber: '11987654321',
    countryCallingCode: '+55',
  },
];

const text = (en: string, es: string, pt: string) => json({ en, es, pt });

const topBanners: Omit<Insertable<TopBanners>, 'id' | 'starts_at' | 'created_at'>[] = [
  {
    company_id: COMPANY.northwind,
    roles: ['admin'],
    message: text(
      'Your latest statement is ready. Pay the amount due by the due date to keep every card active.',
      'Tu estado de cuenta más reciente está listo. Paga el monto adeudado antes de la fecha límite para mantener activas todas las tarjetas.',
      'Sua fatura mais recente está pronta. Pague o valor devido até o vencimento para manter todos os cartões ativos.',
    ),
    button_text: text('Go to Billing', 'Ir a Facturación', 'Ir para Faturamento'),
    action_kind: 'billing',
  },
  {
    company_id: COMPANY.mexico,
    roles: ['admin'],
    message: text(
      'AutoPay is here: pay your MXN statements automatically from your bank account.',
      'Llegó el pago automático: paga tus estados de cuenta en MXN automáticamente desde tu cuenta bancaria.',
      'O pagamento automático chegou: pague suas faturas em MXN automaticamente pela sua conta bancária.',
    ),
    button_text: text(
      'Enroll in AutoPay',
      'Inscribirme en pago automático',
      'Aderir ao pagamento automático',
    ),
    action_kind: 'autopayEnrollment',
  },
];

// The footer's documents: Outlay's own (legal/documents.ts), opened as HTML pages.
const legalDocuments: { name: LegalDocumentId; title: ReturnType<typeof text> }[] = [
  {
    name: 'platform-agreement',
    title: text('Terms of Service', 'Términos del servicio', 'Termos de serviço'),
  },
  {
    name: 'privacy-policy',
    title: text('Privacy Policy', 'Política de privacidad', 'Política de privacidade'),
  },
  {
    name: 'cardholder-terms',
    title: text(
      'Cardholder Agreement',
      'Contrato del tarjetahabiente',
      'Contrato do titular do cartão',
    ),
  },
];

const account = (
  row: Omit<Insertable<AutopayBankAccounts>, 'created_at'>,
): Insertable<AutopayBankAccounts> => ({
  bank_name: null,
  source: 'manual',
  link_provider: null,
  pad_document: null,
  pad_requested_at: null,
  user_agreement_id: null,
  swift_bic: null,
  routing_number: null,
  institution_number: null,
  transit_number: null,
  owner_phone_number: null,
  fallback_phone_number: null,
  created_at: SEED_DATE,
  ...row,
});

/**
 * Canada: the CAD account pays automatically but its PAD agreement is unsigned, so the admin
 * sees "Sign Now"; an older rejected account is ignored. The UK: the GBP account's Direct Debit
 * Instruction is not authorised yet, and a second account stands behind it as the fallback.
 * Fingerprints are @outlay/rules' (a duplicate of any of these is refused).
 */
const autopayAccounts = [
  account({
    id: 1,
    company_id: COMPANY.canada,
    currency: 'CAD',
    auto_debit: true,
    region_flag: 'canada',
    verification_status: 'pending',
    account_number: '5012345',
    institution_number: '003',
    transit_number: '00012',
    owner_phone_number: '+14165550193',
    bank_country: 'CA',
    bank_name: 'Royal Bank of Canada',
    fingerprint: 'ca:003:00012:5012345',
  }),
  account({
    id: 2,
    company_id: COMPANY.canada,
    currency: 'CAD',
    auto_debit: false,
    region_flag: 'canada',
    verification_status: 'rejected',
    account_number: '7788990',
    institution_number: '004',
    transit_number: '00345',
    bank_country: 'CA',
    bank_name: 'TD Canada Trust',
    fingerprint: 'ca:004:00345:7788990',
  }),
  account({
    id: 3,
    company_id: COMPANY.uk,
    currency: 'GBP',
    auto_debit: true,
    region_flag: 'uk',
    verification_status: 'pending',
    account_number: '31926819',
    swift_bic: 'BUKBGB22',
    routing_number: '20-00-00',
    bank_country: 'GB',
    bank_name: 'Barclays',
    fingerprint: 'gb:200000:31926819',
  }),
  account({
    id: 4,
    company_id: COMPANY.uk,
    currency: 'GBP',
    auto_debit: false,
    region_flag: 'uk',
    verification_status: 'pending',
    account_number: '55779911',
    routing_number: '40-47-84',
    fallback_phone_number: '+447700900123',
    bank_country: 'GB',
    fingerprint: 'gb:404784:55779911',
  }),
];

export async function seedShell(db: Db, passwords: PasswordHasher) {
  // Canada's statements run from the 15th, so its period differs from the others'.
  await seedQueries(db)
    .updateTable('companies')
    .set({ statement_cycle_day: 15 })
    .where('id', '=', COMPANY.canada)
    .execute();

  const users = [];
  for (const user of SHELL_USERS) {
    const hash = await passwords.hash(DEMO_PASSWORD, { salt: stableSalt(user.email) });
    users.push(demoUserRow(user, hash));
  }
  await seedQueries(db).insertInto('users').values(users).execute();
  await syncIdSequence(db, 'users');

  await seedQueries(db)
    .insertInto('top_banners')
    .values(
      topBanners.map((banner, index) => ({
        id: index + 1,
        ...banner,
        starts_at: SEED_DATE,
        ends_at: null,
        created_at: SEED_DATE,
      })),
    )
    .execute();
  await syncIdSequence(db, 'top_banners');
  await seedQueries(db)
    .insertInto('legal_documents')
    .values(
      legalDocuments.map((document, index) => ({
        name: document.name,
        position: index + 1,
        title: document.title,
        download_link: inHouseDocumentPage(document.name),
      })),
    )
    .execute();
  await seedQueries(db).insertInto('autopay_bank_accounts').values(autopayAccounts).execute();
  await syncIdSequence(db, 'autopay_bank_accounts');
}
