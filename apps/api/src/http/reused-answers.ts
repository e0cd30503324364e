import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD_BYTES } from './compression.js';
import { type Encoding, preferredEncoding, varyOnAcceptEncoding } from './accept-encoding.js';

/**
 * Answers sent again and again unchanged (a stored dashboard page) get their bytes made once:
 * the JSON text, encoded, and each compressed form the first time a caller asks for it.
 * Serialising a page of entries is a tenth of the time of a call answered from memory, and
 * compressing it (10 KB, brotli) several times that whole call. The bytes are made when the
 * answer is marked, so a marked answer must never change afterwards (it is frozen).
 */
interface ReusedBytes {
  identity: Buffer;
  compressed: Partial<Record<Encoding, Buffer>>;
}

const bytesOfAnswer = new WeakMap<object, ReusedBytes>();
const reusedByBytes = new WeakMap<Buffer, ReusedBytes>();

export function reusedAnswer<T extends object>(answer: T): Readonly<T> {
  const bytes: ReusedBytes = {
    identity: Buffer.from(JSON.stringify(answer)),
    compressed: {},
  };
  bytesOfAnswer.set(answer, bytes);
  reusedByBytes.set(bytes.identity, bytes);
  return Object.freeze(answer);
}

/**
 * The server's reply serializer: a marked answer's bytes, or JSON.stringify as Fastify's own.
 * Fastify sends a Buffer as it is, with its length as Content-Length.
 */
export function serializeAnswer(payload: unknown): string | Buffer {
  const bytes =
    typeof payload === 'object' && payload !== null ? bytesOfAnswer.get(payload) : undefined;
  return bytes?.identity ?? JSON.stringify(payload);
}

function compress(bytes: ReusedBytes, encoding: Encoding): Buffer {
  let made = bytes.compressed[encoding];
  if (made === undefined) {
    made =
      encoding === 'br'
        ? brotliCompressSync(bytes.identity, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.identity.length,
            },
          })
        : gzipSync(bytes.identity);
    bytes.compressed[encoding] = made;
  }
  return made;
}

/**
 * Sends a marked answer compressed from its kept bytes, as the compression plugin would have
 * compressed it (same encodings, threshold and Vary), so only the first caller per encoding
 * pays for compressing it. Runs before the plugin's own onSend, which leaves an answer that
 * already has a Content-Encoding as it is.
 */
export function registerReusedAnswers(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const bytes = Buffer.isBuffer(payload) ? reusedByBytes.get(payload) : undefined;
    if (bytes === undefined || bytes.identity.length < COMPRESSION_THRESHOLD_BYTES) {
      done(null, payload);
      return;
    }
    varyOnAcceptEncoding(reply);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === undefined) {
      done(null, payload);
      return;
    }
    void reply.header('content-encoding', encoding);
    done(null, compress(bytes, encoding));
  });
}
