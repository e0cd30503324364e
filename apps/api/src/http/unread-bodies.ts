import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How long a connection is still read (and discarded) after an answer that refused a body
 * still arriving, before it is closed. Closing at once, with the sender's bytes unread, makes
 * the kernel reset the connection, and a browser then loses the answer it was about to read
 * (the classic "lingering close" of Apache and nginx).
 */
export const LINGER_MS = 2_000;

/** True while a request's body is still on its way (nobody read it to the end). */
function bodyStillArriving(request: FastifyRequest): boolean {
  const raw = request.raw;
  const declared =
    raw.headers['transfer-encoding'] !== undefined ||
    Number(raw.headers['content-length'] ?? 0) > 0;
  return declared && !raw.complete && !raw.readableEnded;
}

/** Ends the connection after the answer: FIN first, a short linger, then the close. */
function lingerThenClose(socket: Socket) {
  socket.destroySoon = function destroySoonAfterLinger(this: Socket) {
    if (this.destroyed) return;
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once('close', () => {
      clearTimeout(timer);
    });
  };
}

/**
 * An answer sent before its request's body arrived (a refused upload, a caller without a
 * token sending megabytes) closes the connection: Node would otherwise read the rest of the
 * body, however large, to keep the connection for another request. The sender gets the answer
 * and `Connection: close`, and stops sending.
 */
export function closeConnectionsWithUnreadBodies(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (bodyStillArriving(request)) {
      void reply.header('connection', 'close');
      const socket = request.raw.socket as Socket | null;
      // Injected requests (tests) have no real socket to linger on.
      if (socket && typeof socket.destroySoon === 'function') lingerThenClose(socket);
    }
    done(null, payload);
  });
}
