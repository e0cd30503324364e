import { unwrap, type RecipientInput } from '@outlay/api-client';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { operationKey, operationQuery } from '@/lib/operation-query';

/** Every read of the saved recipients: what a change to one invalidates. */
export const recipientsKey = operationKey('get', '/v2/web/payments/recipients');

export const recipientsQuery = (search: string) =>
  queryOptions(
    operationQuery('get', '/v2/web/payments/recipients', {
      params: { query: search.trim() === '' ? {} : { search: search.trim() } },
    }),
  );

export function useRecipients(search: string) {
  return useQuery(recipientsQuery(search));
}

/** Saves a recipient (new, or edited when `id` is given); the list is read again. */
export function useSaveRecipient() {
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: RecipientInput }) =>
      id === null
        ? unwrap(apiClient.POST('/v2/web/payments/recipients', { body: input }))
        : unwrap(
            apiClient.PUT('/v2/web/payments/recipients/{recipientId}', {
              params: { path: { recipientId: id } },
              body: input,
            }),
          ),
    meta: { invalidates: [recipientsKey] },
  });
}

/** Removes a saved recipient; payments already sent keep what they were sent to. */
export function useRemoveRecipient() {
  return useMutation({
    mutationFn: (id: number) =>
      unwrap(
        apiClient.DELETE('/v2/web/payments/recipients/{recipientId}', {
          params: { path: { recipientId: id } },
        }),
      ),
    meta: { invalidates: [recipientsKey], errorToast: true },
  });
}
