import type { FastifyReply } from 'fastify';
import { FRAME_ANCESTORS } from '../http/security-headers.js';
import type { FileStorage } from './storage.js';

/** `"scan.pdf"` as a quoted-string fallback: ASCII only, no quotes, backslashes or controls. */
function asciiFallback(name: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .trim();
  return safe === '' ? 'download' : safe;
}

/**
 * Headers that make a browser save a stored file instead of rendering it: an uploaded HTML
 * or SVG page opened inline on our origin could run script with the viewer's session.
 */
export function attachmentHeaders(fileName: string, contentType: string): Record<string, string> {
  return {
    'content-type': contentType,
    'content-disposition': `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': `default-src 'none'; sandbox; frame-ancestors ${FRAME_ANCESTORS}`,
    'cache-control': 'private, no-store',
  };
}

/** Sends a stored file as a download (see attachmentHeaders); a missing one answers 404. */
export async function sendStoredFile(
  reply: FastifyReply,
  storage: FileStorage,
  file: { key: string; fileName: string; contentType: string },
): Promise<FastifyReply> {
  const stream = await storage.read(file.key);
  return reply.headers(attachmentHeaders(file.fileName, file.contentType)).send(stream);
}
