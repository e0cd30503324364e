import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { RECEIPT_MAIL_DOMAIN } from './address.js';
import { type ReceiptInbox, MAX_MAIL_BYTES } from './inbox.js';

export interface SmtpListener {
  port: number;
  close(): Promise<void>;
}

interface SmtpError extends Error {
  responseCode?: number;
}

const refusal = (code: number, message: string): SmtpError =>
  Object.assign(new Error(message), { responseCode: code });

const ANSWERS = {
  'unknown-address': refusal(550, 'No such receipt address'),
  'sender-not-allowed': refusal(
    550,
    'Mail from this address is not taken: send it from the address you sign in to Outlay with, or one you listed and verified on the Receipts page',
  ),
  unreadable: refusal(554, 'The message could not be read'),
} as const;

/**
 * The demo mode's mail server (smtp-server): takes mail for receipt addresses on a local port,
 * so a real mail client or `swaks` can send receipts. No authentication and no TLS: it listens
 * on this machine for the demo; production takes the same mail through an inbound webhook.
 */
export function startSmtpListener(
  inbox: ReceiptInbox,
  options: { host: string; port: number; onError?: (error: Error) => void },
): Promise<SmtpListener> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MAIL_BYTES,
    banner: 'Outlay receipt inbox',
    logger: false,
    onRcptTo(address, _session, callback) {
      const domain = address.address.split('@').pop()?.toLowerCase();
      callback(domain === RECEIPT_MAIL_DOMAIN ? null : ANSWERS['unknown-address']);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(refusal(552, 'The message is too large'));
          return;
        }
        inbox
          .take(Buffer.concat(chunks), {
            recipients: session.envelope.rcptTo.map((recipient) => recipient.address),
          })
          .then(
            (answer) => callback(answer.accepted ? null : ANSWERS[answer.reason]),
            (error: unknown) => {
              options.onError?.(error instanceof Error ? error : new Error(String(error)));
              // A temporary failure: the sending server tries again later.
              callback(refusal(451, 'Try again later'));
            },
          );
      });
    },
  });
  server.on('error', (error) => options.onError?.(error));
  return new Promise((resolve, reject) => {
    const onListenError = (error: Error) => reject(error);
    server.server.once('error', onListenError);
    server.listen(options.port, options.host, () => {
      server.server.off('error', onListenError);
      const { port } = server.server.address() as AddressInfo;
      resolve({
        port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
