// Handy names for the generated types. openapi-typescript names each schema after its key in
// the split schema files (openapi/schemas/*.yaml), so these follow the contract.
import type { components, operations, paths } from './generated/schema';

export type { components, operations, paths };

type Schemas = components['schemas'];

export type SchemaName = keyof Schemas;
export type Schema<Name extends SchemaName> = Schemas[Name];

export type ErrorBody = Schemas['ErrorBody'];
export type Message = Schemas['Message'];

export type LoggedInUser = Schemas['LoggedInUser'];
export type Company = Schemas['Company'];
export type Role = Schemas['Role'];
export type NotificationType = Schemas['NotificationType'];
export type PasswordChangedStatus = Schemas['PasswordChangedStatus'];
export type AgreementProvider = Schemas['AgreementProvider'];
export type AccountStatus = Schemas['AccountStatus'];
export type BillingMethod = Schemas['BillingMethod'];
export type CardServiceType = Schemas['CardServiceType'];
export type CurrencyLookup = Schemas['CurrencyLookup'];

export type LoginRequest = Schemas['LoginRequest'];
export type LoginChallenge = Schemas['LoginChallenge'];
/** A challenge, or (from a trusted device) the signed-in user. */
export type LoginResult = Schemas['LoginResult'];
export type CreateLoginCodeRequest = Schemas['CreateLoginCodeRequest'];
export type CodeSent = Schemas['CodeSent'];
export type SetupCodeRequested = Schemas['SetupCodeRequested'];
export type VerifyTwoFactorRequest = Schemas['VerifyTwoFactorRequest'];
export type AuthenticatorEnrolmentRequest = Schemas['AuthenticatorEnrolmentRequest'];
export type AuthenticatorEnrolment = Schemas['AuthenticatorEnrolment'];
export type RefreshResponse = Schemas['RefreshResponse'];

export type BillingConfiguration = Schemas['BillingConfiguration'];
export type StatementPeriod = Schemas['StatementPeriod'];
export type TopBanner = Schemas['TopBanner'];
export type AutopayBankAccount = Schemas['AutopayBankAccount'];
export type AutopayCurrency = Schemas['AutopayCurrency'];
export type CustomBankAccounts = Schemas['CustomBankAccounts'];
export type RegionFlag = Schemas['RegionFlag'];
export type BankVerificationStatus = Schemas['BankVerificationStatus'];
export type LegalDocument = Schemas['LegalDocument'];
export type LegalDocuments = Schemas['LegalDocuments'];
export type SupportUserLookup = Schemas['SupportUserLookup'];
export type SupportContact = Schemas['SupportContact'];

export type IpStatus = Schemas['IpStatus'];
export type Versions = Schemas['Versions'];
export type Health = Schemas['Health'];
export type Outbox = Schemas['Outbox'];
export type OutboxMessage = Schemas['OutboxMessage'];

export type UploadRequest = Schemas['UploadRequest'];
export type UploadRequestStatus = Schemas['UploadRequestStatus'];
export type DocumentGroup = Schemas['DocumentGroup'];
export type UploadedDocument = Schemas['UploadedDocument'];
export type DocumentUpload = Schemas['DocumentUpload'];
export type DriveConfig = Schemas['DriveConfig'];

export type ActionType = Schemas['ActionType'];
export type BotCheckStatus = Schemas['BotCheckStatus'];
export type BotCheck = Schemas['BotCheck'];
export type Captcha = Schemas['Captcha'];
export type CodeDelivery = Schemas['CodeDelivery'];
export type ActionCodeRequest = Schemas['ActionCodeRequest'];
export type ActionCodeSent = Schemas['ActionCodeSent'];
export type VerifyActionCodeRequest = Schemas['VerifyActionCodeRequest'];
export type ActionCodeGranted = Schemas['ActionCodeGranted'];
export type TwoFactorMethod = Schemas['TwoFactorMethod'];
export type TwoFactorMethods = Schemas['TwoFactorMethods'];
export type TrustedDevice = Schemas['TrustedDevice'];
export type TrustedDevices = Schemas['TrustedDevices'];
export type DeviceApproved = Schemas['DeviceApproved'];
export type ChangePasswordRequest = Schemas['ChangePasswordRequest'];
export type AgreementConfig = Schemas['AgreementConfig'];
export type TermsDocument = Schemas['TermsDocument'];
export type DocumentPackage = Schemas['DocumentPackage'];
export type TermsConsent = Schemas['TermsConsent'];
export type LegalRepresentativeResult = Schemas['LegalRepresentativeResult'];
export type PasswordChangedStatusResult = Schemas['PasswordChangedStatusResult'];
export type PhoneVerificationConfig = Schemas['PhoneVerificationConfig'];
export type PhoneCodeSent = Schemas['PhoneCodeSent'];
export type ClickwrapGroup = Schemas['ClickwrapGroup'];
export type ClickwrapContract = Schemas['ClickwrapContract'];
export type ClickwrapSignature = Schemas['ClickwrapSignature'];
export type ResetLinkStatus = Schemas['ResetLinkStatus'];
