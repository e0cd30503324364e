// The shape of one entry of the generated `operationInfo` table; the generator writes the
// table, this file says what each entry holds.
import type { SecuritySchemeName } from './generated/operations';
import type { paths } from './generated/schema';

/** What the client needs to know about one operation of the contract. */
export interface OperationInfo {
  readonly operationId: string;
  /** Lower case, as in the contract and openapi-msw (`http.post`). */
  readonly method: 'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch' | 'trace';
  readonly path: keyof paths;
  readonly tags: readonly string[];
  /** The response codes the contract declares (`'200'`, `'401'`, `'4XX'`, `'default'` ...). */
  readonly responses: readonly string[];
  /**
   * The accepted alternatives, each a list of schemes that must all be present (the root
   * `security` when the operation has none of its own). `[]` means public; an empty
   * alternative means the credentials are optional.
   */
  readonly security: readonly (readonly SecuritySchemeName[])[];
  /** True when every alternative includes `secretToken`: the call cannot be made without it. */
  readonly requiresSecretToken: boolean;
  /** Who the server lets make the call (`x-outlay-access`), for signed-in operations. */
  readonly access?: OperationAccessRule;
}

/** The contract's `x-outlay-access`: see the contract's description for each field. */
export interface OperationAccessRule {
  readonly roles: readonly string[];
  readonly companyFlags?: readonly string[];
  readonly anyCompanyFlag?: readonly string[];
  readonly countryCodes?: readonly string[];
  readonly companyStatus?: readonly string[];
  readonly selfFunded?: boolean;
}
