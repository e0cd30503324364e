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
export { CARD_PIN_LENGTH, type CardPinProblem, cardPinProblem, isWeakCardPin } from './card-pin';
export {
  CARD_NAME_MAX_LENGTH,
  cardNameFor,
  cardNameMaxLength,
  cutToLength,
  UNKNOWN_ISSUER_NAME_MAX_LENGTH,
} from './card-names';
export { MAX_SPEND_LIMIT, spendLimitOf } from './spend-limit';
  CIEC_MIN_LENGTH,
  RFC_MAX_LENGTH,
  RFC_MIN_LENGTH,
  SAT_CONFIDENCE_HIGH,
  SAT_CONFIDENCE_LOW,
  SAT_INVOICE_PAGE_SIZE,
  satConfidenceOf,
  type SatConfidence,
} from './sat';
