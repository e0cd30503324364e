// Security probe, limits that hold: a request whose body arrived slowly (or stopped arriving)
// held its connection for as long as the sender liked (330 s in the probe; Fastify turns
// Node's request timeout off). A body that stalls is now cut off after the body idle timeout, a
// request that trickles in after the request timeout, each with a 408 in the one error body and
// the connection closed. A handler that takes its time once the body is in is not cut off.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../support/test-server.js';

const TIMEOUTS = { requestTimeoutMs: 1_500, headersTimeoutMs: 1_000, bodyIdleTimeoutMs: 400 };
/** Longer than the body idle timeout: what a slow handler takes after the body is in. */
const SLOW_HANDLER_MS = 1_000;

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await startTestServer({
    config: { http: TIMEOUTS },
    handlers: {
      async forgotPassword() {
        await new Promise((resolve) => setTimeout(resolve, SLOW_HANDLER_MS));
        return { status: 200, body: { msg: 'slow but fine' } };
      },
    },
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server.close());

interface Outcome {
  /** What the server sent before closing. */
  received: string;
  /** Body bytes the sender managed to send. */
  sent: number;
}

/**
 * Opens a connection, sends a JSON POST's headers announcing `length` bytes, then the body as
 * `drip` decides (through `send`), until the server closes the connection.
 */
function slowRequest(
  length: number,
  drip: (send: (text: string) => void) => NodeJS.Timeout | undefined,
) {
  return new Promise<Outcome>((resolve, reject) => {
    let received = '';
    let sent = 0;
    const socket: Socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST /api/v2/web/user/forgot-password HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`,
      );
      const send = (text: string) => {
        if (socket.destroyed) return;
        sent += Buffer.byteLength(text);
        socket.write(text);
      };
      send('{');
      const timer = drip(send);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ received, sent });
      });
    });
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
  });
}

function errorOf(received: string) {
  const [head = '', body = ''] = received.split('\r\n\r\n');
  return {
    statusLine: head.split('\r\n')[0],
    head: head.toLowerCase(),
    body: JSON.parse(body) as unknown,
  };
}

describe('a request body that stops arriving', () => {
  it('is cut off with a 408 after the body idle timeout', async () => {
    const outcome = await slowRequest(1_000, () => undefined);
    const answer = errorOf(outcome.received);
    expect(answer.statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(answer.head).toContain('connection: close');
    expect(answer.body).toEqual({
      errors: {
        code: 'REQUEST_TIMEOUT',
        msg: 'The request took too long to arrive. Check your connection and try again.',
      },
    });
  }, 20_000);
});

describe('a request body sent a byte at a time', () => {
  it('is cut off with a 408 after the request timeout, never reaching its end', async () => {
    // A space every 100 ms: never idle long enough for the idle timeout.
    const outcome = await slowRequest(60_000, (send) => setInterval(() => send(' '), 100));
    expect(errorOf(outcome.received).statusLine).toBe('HTTP/1.1 408 Request Timeout');
    expect(outcome.sent).toBeLessThan(60_000);
  }, 20_000);
});

describe('a handler that takes its time after the body is in', () => {
  it('is not cut off by the body idle timeout', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v2/web/user/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@demo.outlay.test' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ msg: 'slow but fine' });
  }, 20_000);
});
