import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers made per request (JSON, the HTML shell, exports) are compressed when the caller
 * accepts it and the answer is worth it; the web app's files come precompressed from the build
 * (web/spa.ts), and an answer that already has an encoding is left as it is.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    // Brotli first (smaller), gzip for the rest; the caller's q-values decide between them.
    encodings: ['br', 'gzip'],
    // Below about a packet, compressing saves nothing the caller would notice.
    threshold: 1024,
    // Our clients never compress what they send: a request body is read as it comes, never
    // inflated (so nothing grows past the body limit).
    globalDecompression: false,
  });
}
