// Security probe, limits that hold: a receipt upload past its size limit was refused only after
// the whole body had been read (a 150 MB body was read to its end to answer 413). Receipt
// uploads, card and payment alike (the dashboard's Add Receipt and the drawer both use them),
// now stop reading at the limit, answer 413 with the spec's text, and close the connection
// (Connection: close, after a short linger) instead of reading the rest of the body to keep it.
import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY } from '../../src/seed/index.js';
import { startDashboardServer } from '../support/dashboard.js';
import { sampleFiles } from '../support/multipart.js';
import { type Caller, callerFor } from '../support/signed-in-calls.js';
import type { TestServer } from '../support/test-server.js';
import { sqlRows } from '../support/sql-rows.js';

const MB = 1024 * 1024;
const BODY_BYTES = 150 * MB;
/**
 * What may be written before the answer: the 10 MB limit plus what the kernel's socket
 * buffers on both sides hold. Far below the 150 MB sent.
 */
const READ_AT_MOST = 40 * MB;

let server: TestServer;
let admin: Caller;
let port: number;

beforeAll(async () => {
  server = await startDashboardServer();
  admin = await callerFor(server.app, 'admin@demo.outlay.test');
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  port = (server.app.server.address() as AddressInfo).port;
}, 120_000);
afterAll(() => server.close());

interface Sent {
  status: number;
  connection: string | undefined;
  body: string;
  /** Bytes the sender had written when the answer came. */
  writtenBeforeAnswer: number;
  /** The server closed the connection (the sender's socket closed without being told to). */
  closedByServer: boolean;
}

/** Streams a multipart upload of `total` bytes, honouring backpressure, and stops at the answer. */
function sendLargeUpload(path: string, fields: Record<string, string>, total: number) {
  const boundary = 'outlay-probe-boundary';
  return new Promise<Sent>((resolve, reject) => {
    let written = 0;
    let finished = false;
    const call = request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin.session.secretToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(total),
      },
    });
    call.on('error', (error) => {
      if (!finished) reject(error);
    });
    call.on('response', (response) => {
      const writtenBeforeAnswer = written;
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        finished = true;
        const socket = call.socket;
        const answer = {
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body,
          writtenBeforeAnswer,
        };
        if (!socket || socket.destroyed) {
          resolve({ ...answer, closedByServer: true });
          return;
        }
        socket.on('close', () => {
          resolve({ ...answer, closedByServer: true });
        });
      });
    });
    const head = Buffer.from(
      Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const file = sampleFiles.pdf(MB);
    const filler = Buffer.alloc(MB, 0x20);
    call.write(head);
    written += head.length;
    const pump = () => {
      while (!finished && written + filler.length + tail.length < total) {
        const chunk = written === head.length ? file : filler;
        written += chunk.length;
        if (!call.write(chunk)) {
          call.once('drain', pump);
          return;
        }
      }
      if (!finished)
        call.end(Buffer.concat([Buffer.alloc(total - written - tail.length, 0x20), tail]));
    };
    pump();
  });
}

async function entryOf(kind: 'card' | 'payment') {
  const [row] = await sqlRows<{ id: string }>(
    server.db,
    `SELECT id::text FROM entries WHERE company_id = $1 AND kind = $2 AND receipt_count = 0
      ORDER BY id LIMIT 1`,
    [COMPANY.northwind, kind],
  );
  if (!row) throw new Error(`no ${kind} entry`);
  return row.id;
}

async function storedFiles(): Promise<string[]> {
  const dir = join(server.config.filesDir, 'receipts');
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

describe.each([
  ['card', '/api/v2/web/transaction/upload-receipt'],
  ['payment', '/api/v2/web/transfer/upload-receipt'],
] as const)('a 150 MB %s receipt', (kind, path) => {
  it('is refused at the limit with the spec text, and its connection closed', async () => {
    const before = await storedFiles();
    const sent = await sendLargeUpload(path, { id: await entryOf(kind) }, BODY_BYTES);
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual({
      errors: {
        code: 'PAYLOAD_TOO_LARGE',
        msg: 'Oops, uploaded file size is too big. Please upload receipt with size less than 10MB.',
      },
    });
    expect(sent.writtenBeforeAnswer).toBeLessThan(READ_AT_MOST);
    expect(sent.connection).toBe('close');
    expect(sent.closedByServer).toBe(true);
    expect(await storedFiles()).toEqual(before);
  }, 120_000);
});

describe('the server after a refused upload', () => {
  it('still answers a new connection', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health-check`);
    expect(response.status).toBe(200);
  });
});
