import type { ActionType, AutopayAccountsChanged } from '@outlay/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useVerification } from '@/lib/verification';
import { autopayAccountsQueryKey } from '@/session/use-autopay-accounts';

/**
 * A sensitive AutoPay change: the verification dialog asks for a fresh code first (spec part 1
 * §2.2's extra checks on /billing, §6), then the change is sent with it; its answer (every
 * currency's accounts after it) replaces what react-query holds, so the page and the autopay
 * banner move on without asking again.
 */
export function useAutopayChange<TRequest extends { actionCode: string }>(
  actionType: ActionType,
  send: (body: TRequest) => Promise<AutopayAccountsChanged>,
  onChanged: (answer: AutopayAccountsChanged) => void,
) {
  const { verify } = useVerification();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (answer) => {
      queryClient.setQueryData(autopayAccountsQueryKey, answer.autopay);
      onChanged(answer);
    },
  });
  async function run(body: Omit<TRequest, 'actionCode'>) {
    mutation.reset();
    const actionCode = await verify({ actionType });
    if (!actionCode) return;
    mutation.mutate({ ...body, actionCode } as TRequest);
  }
  return { run, isPending: mutation.isPending, error: mutation.error };
}
