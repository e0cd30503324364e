// Which bank an account entered by hand is held at, read from its own numbers: Canada's
// institution number, a US routing number, a CLABE's first three digits (its bank code), a
// BIC's first four letters. The form names the bank as the user types, and the billing page
// shows it beside the masked number. A number not listed here is a real bank we do not name.
import type { BankDetails } from './bank-accounts';
import { mexicanBankOf } from './mexican-banks';

const CANADIAN_INSTITUTIONS: Readonly<Record<string, string>> = {
  '001': 'Bank of Montreal',
  '002': 'Scotiabank',
  '003': 'Royal Bank of Canada',
  '004': 'TD Canada Trust',
  '006': 'National Bank of Canada',
  '010': 'CIBC',
  '030': 'Canadian Western Bank',
  '039': 'Laurentian Bank of Canada',
  '219': 'ATB Financial',
  '614': 'Tangerine',
  '815': 'Desjardins',
};

const US_ROUTING_NUMBERS: Readonly<Record<string, string>> = {
  '021000021': 'JPMorgan Chase Bank',
  '021000089': 'Citibank',
  '026009593': 'Bank of America',
  '091000022': 'U.S. Bank',
  '121000248': 'Wells Fargo Bank',
};

const BIC_BANK_CODES: Readonly<Record<string, string>> = {
  BUKB: 'Barclays',
  NWBK: 'NatWest',
  LOYD: 'Lloyds Bank',
  HBUK: 'HSBC UK',
  MIDL: 'HSBC UK',
  AIBK: 'AIB',
  BOFI: 'Bank of Ireland',
  DEUT: 'Deutsche Bank',
  COBA: 'Commerzbank',
  BNPA: 'BNP Paribas',
  INGB: 'ING',
  ABNA: 'ABN AMRO',
  RABO: 'Rabobank',
  BSCH: 'Banco Santander',
  BBVA: 'BBVA',
  CAIX: 'CaixaBank',
};

/** The bank's name, when its numbers tell it; null otherwise. */
export function bankNameOf(details: BankDetails): string | null {
  switch (details.scheme) {
    case 'ca':
      return CANADIAN_INSTITUTIONS[details.institutionNumber] ?? null;
    case 'us':
      return US_ROUTING_NUMBERS[details.routingNumber] ?? null;
    case 'clabe':
      return mexicanBankOf(details.clabe);
    case 'iban':
      return BIC_BANK_CODES[details.bic.slice(0, 4)] ?? null;
    case 'gb':
      return null;
  }
}
