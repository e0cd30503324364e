import {
  unwrap,
  type AddressCountry,
  type CompanyAddressKind,
  type SaveCompanyAddressRequest,
} from '@outlay/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { operationKey, operationQuery } from '@/lib/operation-query';

/** The company's saved addresses, in the order legal, physical, shipping. */
export const companyAddressesQuery = operationQuery('get', '/v2/web/company/addresses');

export function useCompanyAddresses() {
  return useQuery(companyAddressesQuery);
}

/** The spec's countries call: each address country with what its form asks. */
export function useAddressCountries() {
  return useQuery({ ...operationQuery('get', '/v2/web/countries'), staleTime: Infinity });
}

/** The spec's states call: a country's states, named in the reader's language. */
export function useStates(countryCode: AddressCountry | null) {
  return useQuery({
    ...operationQuery('get', '/v2/web/states', {
      params: { query: { countryCode: countryCode ?? 'US' } },
    }),
    enabled: countryCode !== null,
    staleTime: Infinity,
  });
}

export function saveCompanyAddress(kind: CompanyAddressKind, body: SaveCompanyAddressRequest) {
  return unwrap(
    apiClient.PUT('/v2/web/company/addresses/{kind}', { params: { path: { kind } }, body }),
  );
}

/** Saves one address; the answer is every saved address, and the card order offers them. */
export function useSaveCompanyAddress(kind: CompanyAddressKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCompanyAddressRequest) => saveCompanyAddress(kind, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(companyAddressesQuery.queryKey, saved);
      void queryClient.invalidateQueries({
        queryKey: operationKey('get', '/v2/web/cards/card-order'),
      });
    },
  });
}
