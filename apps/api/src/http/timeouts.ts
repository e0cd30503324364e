import type { IncomingMessage, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { translate } from '../i18n/messages.js';

/** How long a request may take to arrive, and how long its body may stall. */
export interface HttpTimeouts {
  /** From the first byte of a request to its last (headers and body). */
  requestTimeoutMs: number;
  /** The headers alone. */
  headersTimeoutMs: number;
  /** A body that stops arriving (no byte for this long) is cut off. */
  bodyIdleTimeoutMs: number;
}

/**
 * Node checks its request timeouts on an interval (30 s by default); a tenth of the shortest
 * timeout, so a timeout ends close to when it says.
 */
function checkingIntervalMs(timeouts: HttpTimeouts): number {
  return Math.max(50, Math.min(1_000, Math.floor(timeouts.headersTimeoutMs / 10)));
}

/**
 * A connection that broke the rules before it became a request (a timeout, malformed bytes)
 * is answered in the one error body, then closed. No request was read, so no language either:
 * English.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // An answer already under way on this socket is not interrupted by one of these.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })
    ._httpMessage;
  closeWithError(
    socket,
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT',
    answering?.headersSent !== true,
  );
}

function closeWithError(socket: Socket, timeout: boolean, write: boolean) {
  const status = timeout ? '408 Request Timeout' : '400 Bad Request';
  const code = timeout ? 'REQUEST_TIMEOUT' : 'BAD_REQUEST';
  const msg = translate('en', timeout ? 'errors.requestTimeout' : 'errors.clientError');
  const body = JSON.stringify({ errors: { msg, code } });
  if (write && socket.writable) {
    socket.write(
      `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * Fastify's server options for the timeouts. Without them Fastify turns Node's request timeout
 * off, and a body sent a byte at a time held its connection for as long as the sender liked.
 */
export function timeoutOptions(timeouts: HttpTimeouts): Pick<
  FastifyServerOptions,
  'requestTimeout' | 'clientErrorHandler'
> & {
  http: ServerOptions;
} {
  return {
    requestTimeout: timeouts.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs),
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: checkingIntervalMs(timeouts),
    },
    clientErrorHandler: answerClientError,
  };
}

function expectsBody(raw: IncomingMessage): boolean {
  return (
    raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0
  );
}

/**
 * A body that stops arriving is cut off after `idleMs` without a byte, long before the request
 * timeout: the connection's idle timer runs while the body is on its way. Once the body is in,
 * a handler that takes its time (a large export) is not the sender's fault, so the timer stops.
 */
export function registerBodyIdleTimeout(app: FastifyInstance, idleMs: number) {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const socket = raw.socket as Socket | null;
    if (!socket || typeof socket.setTimeout !== 'function' || raw.complete || !expectsBody(raw)) {
      done();
      return;
    }
    // Node emits 'timeout' on the request while its body is incomplete, else on the response.
    // (Unnamed listeners: tsx names each named closure as it is made, on every request.)
    raw.once('timeout', () => {
      socket.setTimeout(0);
      request.log.info({ idleMs }, 'request body stalled; connection closed');
      closeWithError(socket, true, !reply.raw.headersSent);
    });
    reply.raw.once('timeout', () => socket.setTimeout(0));
    // Nothing to undo after the answer: Node then sets the keep-alive timeout itself (clearing
    // the timer there would keep idle connections open for ever).
    socket.setTimeout(idleMs);
    done();
  });
}
