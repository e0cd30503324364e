// The generated types under their contract names. openapi-typescript names each schema after
// its key in the split schema files (openapi/schemas/*.yaml) and exports it by that name
// (rootTypes), so `import type { BankLink } from '@outlay/api-client'` is how a caller names
// a schema; nobody writes its own alias of components['schemas'].
import type { components } from './generated/schema';

export type * from './generated/schema';

type Schemas = components['schemas'];

export type SchemaName = keyof Schemas;
export type Schema<Name extends SchemaName> = Schemas[Name];

// The sign-up wizard's names for the steps' bodies, where the contract's names are generic.
export type SignUpStepName = Schemas['SignUpStep'];
export type SignUpCompanyForm = Schemas['CompanyForm'];
export type SignUpCompanyDetails = Schemas['CompanyDetails'];
export type SignUpAddress = Schemas['Address'];
export type SignUpOwnerships = Schemas['Ownerships'];
export type SignUpAccountOwner = Schemas['AccountOwner'];
export type SignUpBankAccounts = Schemas['BankAccounts'];
