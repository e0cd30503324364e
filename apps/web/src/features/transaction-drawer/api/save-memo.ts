import { unwrap, type MemoSaved } from '@outlay/api-client';
import { apiClient } from '@/lib/api-client';

export type { MemoSaved } from '@outlay/api-client';

/** Spec part 2 §7: card, id and memo; payment, id and description. */
export function saveMemo(type: 'card' | 'payment', id: number, text: string): Promise<MemoSaved> {
  return unwrap(
    type === 'card'
      ? apiClient.POST('/v2/web/transaction/edit-memo', { body: { id, memo: text } })
      : apiClient.POST('/v2/web/transfer/edit-memo', { body: { id, description: text } }),
  );
}
