import { expect, type APIRequestContext } from '@playwright/test';
import type { OutboxMessage } from '../../packages/api-client/src/generated/schema';

/** Every code the sandbox mailer sent to `to` after `since`, newest first. */
export async function freshCodes(
  request: APIRequestContext,
  to: string,
  since: Date,
): Promise<string[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = (await response.json()) as { messages: OutboxMessage[] };
  return body.messages
    .filter((message) => new Date(message.createdAt) >= since)
    .flatMap((message) => (message.code === null ? [] : [message.code]));
}

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
        code = (await freshCodes(request, to, since))[0] ?? '';
        return code;
      },
      { message: `a code in the outbox for ${to}` },
    )
    .toMatch(/^[0-9]{6}$/);
  return code;
}
