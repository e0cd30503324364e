import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';
import { ENCODINGS } from './accept-encoding.js';

/** Below about a packet, compressing saves nothing the caller would notice. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Brotli's quality for answers made per request: 11 costs many times 4 for a few per cent. */
export const BROTLI_QUALITY = 4;

/**
 * Answers made per request (JSON, the HTML shell, exports) are compressed when the caller
 * accepts it and the answer is worth it; the web app's files come precompressed from the build
 * (web/spa.ts), stored answers keep their compressed bytes (reused-answers.ts), and an answer
 * that already has an encoding is left as it is.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    // Brotli first (smaller), gzip for the rest; the caller's q-values decide between them.
    encodings: [...ENCODINGS],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    // Our clients never compress what they send: a request body is read as it comes, never
    // inflated (so nothing grows past the body limit).
    globalDecompression: false,
  });
}
