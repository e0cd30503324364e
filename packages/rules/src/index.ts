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
export {
  COMPANY_DOCUMENT_CATEGORIES,
  COMPANY_DOCUMENT_EXTENSIONS,
  type CompanyDocumentCategory,
  isCompanyDocumentFileName,
  MAX_COMPANY_DOCUMENT_BYTES,
} from './company-documents';
export { CARD_SERVICE_TIME_ZONES, type CardService, timeZoneOfCardService } from './time-zones';
export { TRUSTED_DEVICE_DAYS } from './trusted-devices';
export { CARD_PIN_LENGTH, type CardPinProblem, cardPinProblem, isWeakCardPin } from './card-pin';
export {
  CARD_NAME_MAX_LENGTH,
  cardNameFor,
  cardNameMaxLength,
  cutToLength,
  UNKNOWN_ISSUER_NAME_MAX_LENGTH,
} from './card-names';
export { MAX_SPEND_LIMIT, spendLimitOf } from './spend-limit';
export { withSingleFullStops } from './full-stops';
export {
  CIEC_MIN_LENGTH,
  RFC_MAX_LENGTH,
  RFC_MIN_LENGTH,
  SAT_CONFIDENCE_HIGH,
  SAT_CONFIDENCE_LOW,
  SAT_INVOICE_PAGE_SIZE,
  satConfidenceOf,
  type SatConfidence,
} from './sat';
export {
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_RULES,
  ADDRESS_SHORT_MAX_LENGTH,
  addressProblems,
  isPostalCode,
  type Address,
  type AddressField,
  type AddressProblem,
} from './addresses';
export {
  asksColonia,
  COMPANY_ADDRESS_COUNTRIES,
  COMPANY_ADDRESS_KINDS,
  companyAddressProblems,
  tidyCompanyAddress,
  type CompanyAddressKind,
  type CompanyAddressProblems,
} from './company-addresses';
export {
  MAX_MONTHLY_SPEND,
  monthlySpendProblem,
  parseMonthlySpend,
  type MonthlySpendProblem,
} from './monthly-spend';
export {
  hasOwnershipProblems,
  MAX_LEADERS,
  MAX_OWNERS,
  OWNERSHIP_THRESHOLD_PERCENT,
  ownershipProblems,
  PERSON_ID_MAX_LENGTH,
  personIdKey,
  type Leader,
  type Owner,
  type OwnershipProblem,
  type OwnershipProblems,
} from './ownership';
// Whether a number is real: `@outlay/rules/phone-numbers` (heavy metadata, loaded apart).
export {
  CALLING_CODES,
  E164_PHONE,
  nationalDigits,
  normalizeCallingCode,
  type CallingCode,
} from './calling-codes';
export {
  ACCOUNT_OWNER_ROLES,
  ADULT_AGE,
  ageOn,
  birthDateProblem,
  BUSINESS_TYPES,
  businessTypesOf,
  firstIncompleteStep,
  FORMATION_YEAR_MIN,
  INDUSTRY_TYPES,
  isFormationYear,
  SIGN_UP_STEPS,
  type AccountOwnerRole,
  type BirthDateProblem,
  type BusinessType,
  type IndustryType,
  type SignUpStep,
} from './sign-up';
export { isSignUpCountry, SIGN_UP_COUNTRIES, type SignUpCountry } from './sign-up-countries';
export { SIGN_UP_DOCUMENTS } from './sign-up-documents';
export { subdivisionName, type NameLanguage } from './subdivision-names';
export { isShippingCountry, SHIPPING_COUNTRIES, type ShippingCountry } from './shipping-countries';
export {
  normalizeTaxId,
  TAX_ID_MAX_INPUT_LENGTH,
  TAX_ID_RULES,
  taxIdProblem,
  type TaxIdProblem,
  type TaxIdRule,
} from './tax-ids';
export { isWebsiteUrl, WEBSITE_MAX_LENGTH } from './website';
export {
  cleanName,
  EMAIL_MAX_LENGTH,
  type EmailProblem,
  emailProblemOf,
  formatName,
  isEmailList,
  type NameProblem,
  nameMaxLength,
  nameProblemOf,
  normalizeEmail,
  splitEmailList,
} from './people';
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
// From its own module: the date formats use it, and bank-accounts.ts pulls in ibantools and
// clabe-validator at load (its IBAN lengths table).
export { EURO_AREA_COUNTRIES } from './euro-area';
export { bankNameOf } from './bank-directory';
export {
  BANK_LINK_CONSENT_DAYS,
  BANK_LINKING_PROVIDERS,
  bankLinkingProvidersFor,
  isBankLinkingCountry,
  type BankLinkingCountry,
  type BankLinkingProvider,
} from './bank-linking';
export { isAbaRoutingNumber } from './check-digits';
export { clabeCheckDigit, isClabe } from './clabe-check-digit';
export { isClabeCity, mexicanBankOf } from './mexican-banks';
export { isNit } from './nit';
export { landlordRfcProblem, type LandlordRfcProblem } from './landlord-rfc';
export { rfcProblem, type RfcProblem } from './rfc';
export {
  type CardScope,
  EXPENSE_CATEGORIES,
  type LimitScope,
  MAX_SCOPE_MERCHANTS,
  type MerchantCategory,
  merchantCategoryOf,
  scopeDeclineOf,
  type ScopeDecline,
  scopeProblem,
  type ScopeProblem,
} from './limit-scope';
export { fromMinor, minorDigitsOf, toMinor } from './money';
export {
  incompletePushProblem,
  missingMandatoryCategories,
  type PushDatasets,
  pushedTrackingOptions,
  type PushMapping,
  type PushProblem,
  pushProblemOf,
  type PushTrackingCategory,
  trackingCategoryLabel,
  trackingProblem,
} from './accounting-push';
export { isoWeekdayOf, WEEKDAYS, type Weekday, weekdayOf } from './weekdays';
export {
  isTransferAmount,
  REFERENCE_NUMBER_MAX_DIGITS,
  type ReferenceNumberProblem,
  referenceNumberProblem,
  TRANSFER_DESCRIPTION_MAX_LENGTH,
} from './payments';
export {
  BULK_COLUMNS,
  BULK_MAX_ROWS,
  BULK_NAME_MAX_LENGTH,
  BULK_TEMPLATE,
  type BulkCells,
  type BulkColumn,
  type BulkProblem,
  type BulkRowInput,
  type BulkRowProblem,
  BULK_TEMPLATE_ROW,
  bulkCellsOfTable,
  bulkRowProblems,
  cellsOf,
  checkBulkRows,
} from './bulk-payments';
export { type BulkResultRow, bulkResultCsv, parseBulkSheet } from './bulk-sheets';
export { RENT_FEE_BP, RENT_MAX_MINOR, rentChargeOf, rentFeeOf } from './rent-fee';
export {
  type LandlordKind,
  type PropertyUse,
  RENT_TAX_RATES_PPM,
  type RentBreakdown,
  rentBreakdownOf,
  rentHasMexicanTaxes,
  type RentTaxes,
  rentTaxesOf,
  type RentTaxTerms,
  rentTaxOf,
} from './rent-withholding';
