// @outlay/rules: the rules the server and the web app both apply, in one place.
export { isOneTimeCode, ONE_TIME_CODE_LENGTH } from './one-time-code';
export {
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  stripSpaces,
} from './password';
export { maskNationalNumber, maskPhone, type PhoneNumber } from './phone';
export {
  extensionOf,
  isReceiptFileName,
  MAX_DASHBOARD_RECEIPTS,
  MAX_RECEIPT_BYTES,
  MAX_RECEIPTS_PER_ENTRY,
  RECEIPT_EXTENSIONS,
  type ReceiptExtension,
} from './receipts';
export { CARD_SERVICE_TIME_ZONES, type CardService, timeZoneOfCardService } from './time-zones';
export { TRUSTED_DEVICE_DAYS } from './trusted-devices';
export {
  AGREEMENT_IN_PROGRESS_MS,
  agreementKindOf,
  agreementStatus,
  agreementWindowEndsAt,
  type AgreementFields,
  type AgreementKind,
  type AgreementStatus,
} from './autopay-agreement';
export {
  accountNumberOf,
  BANK_FIELD_LENGTHS,
  bankAccountFingerprint,
  bankCountryOf,
  bankDetailsProblems,
  bankSchemesFor,
  EURO_AREA_COUNTRIES,
  fieldsOf,
  IBAN_LENGTHS,
  maskAccountNumber,
  normaliseBankDetails,
  regionFlagOf,
  withClabeCheckDigit,
  type BankDetails,
  type BankDetailsProblems,
  type BankField,
  type BankFieldProblem,
  type BankScheme,
  type CanadianBankDetails,
  type ClabeBankDetails,
  type IbanBankDetails,
  type RegionFlag,
  type UkBankDetails,
  type UsBankDetails,
} from './bank-accounts';
export { bankNameOf } from './bank-directory';
export {
  BANK_LINK_CONSENT_DAYS,
  BANK_LINKING_PROVIDERS,
  bankLinkingProvidersFor,
  isBankLinkingCountry,
  type BankLinkingCountry,
  type BankLinkingProvider,
} from './bank-linking';
export { clabeCheckDigit, ibanRemainder, isAbaRoutingNumber, isClabe } from './check-digits';
