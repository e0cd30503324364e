import {
  unwrap,
  type ActionType,
  type CodeDelivery,
  type NotificationType,
  type OutlayClient,
} from '@outlay/api-client';
import { fromPromise } from 'xstate';

interface ActionInput {
  client: OutlayClient;
  actionType: ActionType;
  cardLastFourDigits: string | undefined;
}

const card = (input: ActionInput) =>
  input.cardLastFourDigits === undefined ? {} : { cardLastFourDigits: input.cardLastFourDigits };

export const checkBot = fromPromise(({ input }: { input: ActionInput }) =>
  unwrap(input.client.POST('/v2/web/user/bot-check', { body: { actionType: input.actionType } })),
);

export const sendCode = fromPromise(
  ({ input }: { input: ActionInput & { notificationType: CodeDelivery } }) =>
    unwrap(
      input.client.POST('/v2/multifactor-action-code/create', {
        body: {
          actionType: input.actionType,
          notificationType: input.notificationType,
          ...card(input),
        },
      }),
    ),
);

export const verifyCode = fromPromise(
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
      input.client.POST('/v2/multifactor-action-code/verify', {
        body: {
          actionType: input.actionType,
          notificationType: input.notificationType,
          code: input.code,
          ...card(input),
          ...(input.captcha ? { captcha: input.captcha } : {}),
        },
      }),
    ),
);
