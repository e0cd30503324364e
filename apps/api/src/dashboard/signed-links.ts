import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Clock } from '../clock.js';

/** How long a download link works: long enough to open it, short enough not to be shared. */
export const LINK_SECONDS = 10 * 60;

export interface SignedLink {
  expires: number;
  signature: string;
}

/**
 * Links that carry their own permission: an HMAC over what they open and until when, with a
 * key of their own (`download-link`). The browser follows them without the session (a file
 * download, an image viewer), so the signature is the whole credential.
 */
export function createLinkSigner(key: () => Promise<Buffer>, clock: Clock) {
  const sign = async (subject: string, expires: number) =>
    createHmac('sha256', await key())
      .update(`${subject}\n${expires}`)
      .digest('base64url');

  return {
    async sign(subject: string): Promise<SignedLink> {
      const expires = Math.floor(clock.now().getTime() / 1000) + LINK_SECONDS;
      return { expires, signature: await sign(subject, expires) };
    },

    async verify(subject: string, link: SignedLink): Promise<boolean> {
      if (link.expires * 1000 <= clock.now().getTime()) return false;
      const expected = Buffer.from(await sign(subject, link.expires));
      const given = Buffer.from(link.signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type LinkSigner = ReturnType<typeof createLinkSigner>;

/** `?expires=…&signature=…` for a path. */
export const withSignature = (path: string, link: SignedLink) =>
  `${path}?expires=${link.expires}&signature=${link.signature}`;

/** A stored file on its way out through a signed link. */
export interface StoredFile {
  stream: Readable;
  fileName: string;
  contentType: string;
}
