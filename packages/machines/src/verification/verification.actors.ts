import {
  unwrap,
  type ActionType,
  type CodeDelivery,
  type NotificationType,
  type OutlayClient,
} from '@outlay/api-client';
import { fromPromise } from 'xstate';

interface ActionInput {
  actionType: ActionType;
  cardLastFourDigits: string | undefined;
}

const card = (input: ActionInput) =>
  input.cardLastFourDigits === undefined ? {} : { cardLastFourDigits: input.cardLastFourDigits };

/** The verification flow's calls, built once on the client the app (or a test) gives. */
export const verificationActors = (client: OutlayClient) => ({
  checkBot: fromPromise(({ input }: { input: ActionInput }) =>
    unwrap(client.POST('/v2/web/user/bot-check', { body: { actionType: input.actionType } })),
  ),

  sendCode: fromPromise(({ input }: { input: ActionInput & { notificationType: CodeDelivery } }) =>
    unwrap(
      client.POST('/v2/multifactor-action-code/create', {
        body: {
          actionType: input.actionType,
          notificationType: input.notificationType,
          ...card(input),
        },
      }),
    ),
  ),

  verifyCode: fromPromise(
    ({
      input,
    }: {
      input: ActionInput & {
        notificationType: NotificationType;
        code: string;
        captcha: { captchaId: string; answer: string } | null;
      };
    }) =>
      unwrap(
        client.POST('/v2/multifactor-action-code/verify', {
          body: {
            actionType: input.actionType,
            notificationType: input.notificationType,
            code: input.code,
            ...card(input),
            ...(input.captcha ? { captcha: input.captcha } : {}),
          },
        }),
      ),
  ),
});
