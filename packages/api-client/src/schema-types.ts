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
export type StatementDue = Schemas['StatementDue'];
export type BankDetailsRequest = Schemas['BankDetails'];
export type AttachCustomBankAccountRequest = Schemas['AttachCustomBankAccountRequest'];
export type AttachLinkedBankAccountRequest = Schemas['AttachLinkedBankAccountRequest'];
export type AttachFallbackBankAccountRequest = Schemas['AttachFallbackBankAccountRequest'];
export type ChangeAutoDebitAccountRequest = Schemas['ChangeAutoDebitAccountRequest'];
export type AutopayAccountsChanged = Schemas['AutopayAccountsChanged'];
export type AgreementKind = Schemas['AgreementKind'];
export type AgreementSigning = Schemas['AgreementSigning'];
export type BankLinkingProvider = Schemas['BankLinkingProvider'];
export type BankLinkingCountry = Schemas['BankLinkingCountry'];
export type LinkTokenRequest = Schemas['LinkTokenRequest'];
export type SignUpLinkTokenRequest = Schemas['SignUpLinkTokenRequest'];
export type LinkToken = Schemas['LinkToken'];
export type BankLink = Schemas['BankLink'];
export type BankLinks = Schemas['BankLinks'];
export type LinkedBankAccount = Schemas['LinkedBankAccount'];
export type LinkStatus = Schemas['LinkStatus'];
export type LinkedAccountState = Schemas['LinkedAccountState'];
export type BankLinkingLog = Schemas['BankLinkingLog'];
export type BankLinkingLogEntry = Schemas['BankLinkingLogEntry'];
export type BankLinkingLogEvent = Schemas['BankLinkingLogEvent'];
export type SandboxLinkSession = Schemas['SandboxLinkSession'];
export type SandboxInstitution = Schemas['SandboxInstitution'];
export type SandboxCredential = Schemas['SandboxCredential'];
export type SandboxLoginResult = Schemas['SandboxLoginResult'];
export type SandboxAccount = Schemas['SandboxAccount'];
export type SandboxCompleted = Schemas['SandboxCompleted'];
export type SandboxEnvelope = Schemas['SandboxEnvelope'];
export type EnvelopeStatus = Schemas['EnvelopeStatus'];
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

export type SignUpApplication = Schemas['SignUpApplication'];
export type SignUpStepName = Schemas['SignUpStep'];
export type SignUpCountryCode = Schemas['SignUpCountry'];
export type CreateAccountRequest = Schemas['CreateAccountRequest'];
export type CreateAccountAnswer = Schemas['CreateAccountAnswer'];
export type SignUpCompanyForm = Schemas['CompanyForm'];
export type SignUpCompanyDetails = Schemas['CompanyDetails'];
export type SignUpAddress = Schemas['Address'];
export type SignUpOwnerships = Schemas['Ownerships'];
export type SignUpAccountOwner = Schemas['AccountOwner'];
export type SignUpBankAccounts = Schemas['BankAccounts'];
export type SignUpBankAccount = Schemas['SignUpBankAccount'];
export type ManualBankAccount = Schemas['ManualBankAccount'];
export type AddFiscalAccountRequest = Schemas['AddFiscalAccountRequest'];
export type MemberStatus = Schemas['MemberStatus'];
export type TeamMember = Schemas['TeamMember'];
export type MembersQuery = Schemas['MembersQuery'];
export type MembersPage = Schemas['MembersPage'];
export type CompanyUser = Schemas['CompanyUser'];
export type CompanyUsers = Schemas['CompanyUsers'];
export type EditUserRequest = Schemas['EditUserRequest'];
export type GroupKind = Schemas['GroupKind'];
export type TeamGroup = Schemas['TeamGroup'];
export type InvitationState = Schemas['InvitationState'];
export type InviteRole = Schemas['InviteRole'];
export type InviteUser = Schemas['InviteUser'];
export type InviteStatus = Schemas['InviteStatus'];
