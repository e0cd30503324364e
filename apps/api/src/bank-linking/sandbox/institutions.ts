// The sandbox's banks, the test sign-ins each provider takes, and the accounts a sign-in sees.
// Accounts are derived from the bank and the username, so linking the same bank again shows
// the same accounts (and attaching one twice is caught as a duplicate).
import { createHash } from 'node:crypto';
import {
  accountNumberOf,
  type BankDetails,
  type BankLinkingCountry,
  type BankLinkingProvider,
  withClabeCheckDigit,
} from '@outlay/rules';
import type { MessageKey } from '../../i18n/messages.js';
import type { ProviderAccount } from '../provider.js';

export interface SandboxInstitution {
  id: string;
  name: string;
  provider: BankLinkingProvider;
  country: BankLinkingCountry;
  /** What the bank's own numbers start with: a routing number, an institution or bank code. */
  code: string | null;
}

const institution = (
  provider: BankLinkingProvider,
  country: BankLinkingCountry,
  id: string,
  name: string,
  code: string | null = null,
): SandboxInstitution => ({ id, name, provider, country, code });

/** Each provider's sandbox banks, its own test bank first (Plaid's, Flinks', Belvo's). */
export const SANDBOX_INSTITUTIONS: readonly SandboxInstitution[] = [
  institution('plaid', 'US', 'ins_109508', 'First Platypus Bank', '011401533'),
  institution('plaid', 'US', 'ins_56', 'Chase', '021000021'),
  institution('plaid', 'US', 'ins_127989', 'Bank of America', '026009593'),
  institution('plaid', 'US', 'ins_127991', 'Wells Fargo', '121000248'),
  institution('plaid', 'CA', 'ins_43', 'Tartan Bank', '003'),
  institution('plaid', 'CA', 'ins_38', 'RBC Royal Bank', '003'),
  institution('plaid', 'CA', 'ins_42', 'TD Canada Trust', '004'),
  institution('flinks', 'CA', 'flinks_capital', 'FlinksCapital', '815'),
  institution('flinks', 'CA', 'flinks_rbc', 'RBC Royal Bank', '003'),
  institution('flinks', 'CA', 'flinks_td', 'TD Canada Trust', '004'),
  institution('flinks', 'CA', 'flinks_bmo', 'BMO Bank of Montreal', '001'),
  institution('flinks', 'CA', 'flinks_desjardins', 'Desjardins', '815'),
  institution('belvo', 'MX', 'erebor_mx_retail', 'Erebor Mexico', '646'),
  institution('belvo', 'MX', 'banorte_mx_retail', 'Banorte', '072'),
  institution('belvo', 'MX', 'bbva_mx_retail', 'BBVA México', '012'),
  institution('belvo', 'BR', 'erebor_br_retail', 'Erebor Brazil'),
  institution('belvo', 'BR', 'itau_br_retail', 'Itaú'),
  institution('belvo', 'CO', 'erebor_co_retail', 'Erebor Colombia'),
  institution('belvo', 'CO', 'bancolombia_co_retail', 'Bancolombia'),
];

export function institutionsOf(provider: BankLinkingProvider, country: BankLinkingCountry) {
  return SANDBOX_INSTITUTIONS.filter(
    (candidate) => candidate.provider === provider && candidate.country === country,
  );
}

export function findInstitution(provider: BankLinkingProvider, id: string) {
  return SANDBOX_INSTITUTIONS.find(
    (candidate) => candidate.provider === provider && candidate.id === id,
  );
}

/** A test sign-in: it connects at once, or asks a second step whose answer is given. */
export interface SandboxCredential {
  username: string;
  password: string;
  outcome: 'success' | 'mfa';
  mfa: { kind: 'code' | 'question'; prompt: MessageKey; answer: string } | null;
}

/** A provider's sandbox user: one password connects at once, the other asks a second step. */
function sandboxUser(
  username: string,
  passwords: { connects: string; asksSecondStep: string },
  secondStep: NonNullable<SandboxCredential['mfa']>,
): readonly SandboxCredential[] {
  return [
    { username, password: passwords.connects, outcome: 'success', mfa: null },
    { username, password: passwords.asksSecondStep, outcome: 'mfa', mfa: secondStep },
  ];
}

/** The providers' own sandbox sign-ins (Plaid's user_good, Flinks' Greatday, Belvo's bnk100). */
export const SANDBOX_CREDENTIALS: Record<BankLinkingProvider, readonly SandboxCredential[]> = {
  plaid: sandboxUser(
    'user_good',
    { connects: 'pass_good', asksSecondStep: 'mfa_device' },
    { kind: 'code', prompt: 'bankLinking.mfaCode', answer: '1234' },
  ),
  flinks: sandboxUser(
    'Greatday',
    { connects: 'Everyday', asksSecondStep: 'Challenge' },
    { kind: 'question', prompt: 'bankLinking.mfaQuestion', answer: 'Montreal' },
  ),
  belvo: sandboxUser(
    'bnk100',
    { connects: 'full', asksSecondStep: 'token' },
    { kind: 'code', prompt: 'bankLinking.mfaCode', answer: '123456' },
  ),
};

export function credentialOf(provider: BankLinkingProvider, username: string, password: string) {
  return SANDBOX_CREDENTIALS[provider].find(
    (credential) => credential.username === username && credential.password === password,
  );
}

/** `count` digits drawn from a seed: the same seed, the same digits. */
function digits(seed: string, count: number): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  let out = '';
  for (let index = 0; out.length < count; index += 1) {
    out += String(parseInt(hex.slice((index * 2) % 62, ((index * 2) % 62) + 2), 16) % 10);
  }
  return out.slice(0, count);
}

interface AccountTemplate {
  key: string;
  name: string;
  type: ProviderAccount['type'];
  accountType: ProviderAccount['accountType'];
  currency: string;
}

const TEMPLATES: Record<BankLinkingCountry, readonly AccountTemplate[]> = {
  US: [
    {
      key: 'chk',
      name: 'Business Checking',
      type: 'depository',
      accountType: 'checking',
      currency: 'USD',
    },
    {
      key: 'sav',
      name: 'Business Savings',
      type: 'depository',
      accountType: 'savings',
      currency: 'USD',
    },
    {
      key: 'cc',
      name: 'Business Credit Card',
      type: 'credit',
      accountType: 'credit_card',
      currency: 'USD',
    },
  ],
  CA: [
    {
      key: 'chq',
      name: 'Business Chequing',
      type: 'depository',
      accountType: 'checking',
      currency: 'CAD',
    },
    {
      key: 'usd',
      name: 'US Dollar Business Account',
      type: 'depository',
      accountType: 'checking',
      currency: 'USD',
    },
    {
      key: 'loc',
      name: 'Business Line of Credit',
      type: 'credit',
      accountType: 'line_of_credit',
      currency: 'CAD',
    },
  ],
  MX: [
    {
      key: 'chk',
      name: 'Cuenta Empresarial',
      type: 'depository',
      accountType: 'checking',
      currency: 'MXN',
    },
    {
      key: 'sav',
      name: 'Cuenta de Inversión',
      type: 'investment',
      accountType: 'other',
      currency: 'MXN',
    },
  ],
  BR: [
    {
      key: 'chk',
      name: 'Conta Corrente PJ',
      type: 'depository',
      accountType: 'checking',
      currency: 'BRL',
    },
  ],
  CO: [
    {
      key: 'chk',
      name: 'Cuenta Corriente Empresarial',
      type: 'depository',
      accountType: 'checking',
      currency: 'COP',
    },
  ],
};

function detailsOf(bank: SandboxInstitution, seed: string): BankDetails | null {
  switch (bank.country) {
    case 'US':
      return {
        scheme: 'us',
        routingNumber: bank.code ?? '',
        accountNumber: `4${digits(seed, 11)}`,
      };
    case 'CA':
      return {
        scheme: 'ca',
        institutionNumber: bank.code ?? '',
        transitNumber: digits(`${seed}:transit`, 5),
        accountNumber: `1${digits(seed, 6)}`,
      };
    case 'MX':
      return {
        scheme: 'clabe',
        // 180: Mexico City's plaza, so the CLABE names a real city.
        clabe: withClabeCheckDigit(`${bank.code ?? ''}180${digits(seed, 11)}`),
      };
    case 'BR':
    case 'CO':
      return null;
  }
}

/** The accounts a sign-in sees at a sandbox bank. */
export function sandboxAccounts(bank: SandboxInstitution, username: string): ProviderAccount[] {
  return TEMPLATES[bank.country].map((template) => {
    const seed = `${bank.provider}:${bank.id}:${username}:${template.key}`;
    const details = template.type === 'depository' ? detailsOf(bank, seed) : null;
    return {
      id: `acc_${template.key}_${digits(seed, 8)}`,
      name: template.name,
      type: template.type,
      accountType: template.accountType,
      currency: template.currency,
      accountNumber: details ? accountNumberOf(details) : digits(seed, 10),
      details,
    };
  });
}
