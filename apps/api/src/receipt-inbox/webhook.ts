import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock.js';
import { type ReceiptInbox, MAX_MAIL_BYTES } from './inbox.js';

/** Where the mail provider posts each inbound mail (production; demo mode has SMTP too). */
export const INBOUND_MAIL_PATH = '/webhooks/inbound-mail';
export const SIGNATURE_HEADER = 'x-outlay-signature';
export const ENVELOPE_TO_HEADER = 'x-outlay-envelope-to';
/** A signed delivery older (or newer) than this is refused: a captured one cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * The signature a provider sends: `t=<unix seconds>,v1=<hex HMAC-SHA256>` over
 * `<t>.<envelope recipients>.<raw MIME>`, keyed by the shared secret, so neither the mail, the
 * recipients nor the time can be changed without the secret.
 */
export function signInboundMail(
  secret: string,
  raw: Buffer,
  envelopeTo: string,
  unixSeconds: number,
): string {
  const mac = createHmac('sha256', secret)
    .update(`${unixSeconds}.${envelopeTo}.`)
    .update(raw)
    .digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export type SignatureCheck = 'ok' | 'missing' | 'malformed' | 'stale' | 'mismatch';

export function checkInboundSignature(
  secret: string | undefined,
  header: string | undefined,
  raw: Buffer,
  envelopeTo: string,
  nowSeconds: number,
): SignatureCheck {
  if (!secret || !header) return 'missing';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t');
  const given = parts.get('v1');
  if (!t || !/^\d{1,12}$/.test(t) || !given || !/^[0-9a-f]{64}$/.test(given)) return 'malformed';
  if (Math.abs(nowSeconds - Number(t)) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const expected = signInboundMail(secret, raw, envelopeTo, Number(t)).split('v1=')[1] ?? '';
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'))
    ? 'ok'
    : 'mismatch';
}

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(',') : (value ?? '');

/**
 * The production inbound-mail webhook: the provider (SendGrid, Postmark, Mailgun through a
 * relay that signs as above) posts the raw MIME; a signed one goes into the same `take` the
 * SMTP listener uses. Answers: 202 kept (a duplicate too: the same Message-ID is one receipt),
 * 401 unsigned or badly signed, 406 refused for good (unknown address, sender not allowed,
 * unreadable: providers do not retry a 406), 5xx a failure the provider retries.
 */
export async function registerInboundMailWebhook(
  app: FastifyInstance,
  deps: { inbox: ReceiptInbox; secret: string | undefined; clock: Clock },
): Promise<void> {
  // Its own scope: the raw body parser holds for this route alone.
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_MAIL_BYTES },
      (_r, body, next) => next(null, body),
    );
    scope.post(INBOUND_MAIL_PATH, { bodyLimit: MAX_MAIL_BYTES }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const envelopeTo = headerText(request.headers[ENVELOPE_TO_HEADER]);
      const check = checkInboundSignature(
        deps.secret,
        headerText(request.headers[SIGNATURE_HEADER]) || undefined,
        raw,
        envelopeTo,
        Math.floor(deps.clock.now().getTime() / 1000),
      );
      if (check !== 'ok') {
        request.log.warn({ check }, 'inbound mail refused: signature');
        return reply.code(401).send({ error: 'SIGNATURE', check });
      }
      const recipients = envelopeTo
        .split(',')
        .map((one) => one.trim())
        .filter(Boolean);
      const answer = await deps.inbox.take(raw, { recipients });
      if (!answer.accepted) return reply.code(406).send({ error: answer.reason });
      return reply.code(202).send({ accepted: true, duplicate: answer.duplicate });
    });
    done();
  });
}
