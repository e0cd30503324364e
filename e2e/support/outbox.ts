import { expect, type APIRequestContext } from '@playwright/test';
import type { OutboxMessage } from '../../packages/api-client/src/generated/schema';

/** The newest code the sandbox mailer sent to `to` after `since`, waiting for it to arrive. */
export async function latestCode(
  request: APIRequestContext,
  to: string,
  since: Date,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as { messages: OutboxMessage[] };
        const fresh = body.messages.find(
          (message) => message.code !== null && new Date(message.createdAt) >= since,
        );
        code = fresh?.code ?? '';
        return code;
      },
      { message: `a code in the outbox for ${to}` },
    )
    .toMatch(/^[0-9]{6}$/);
  return code;
}
