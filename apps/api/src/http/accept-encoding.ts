import type { FastifyReply } from 'fastify';

/** The encodings answers are compressed with, preferred first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The encoding a caller's Accept-Encoding asks for: the highest q-value among ours, brotli on
 * a tie; `*` stands for any encoding it does not name, `x-gzip` for gzip, q=0 refuses.
 * Undefined: send the answer as it is.
 */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined || header === '') return undefined;
  // A browser sends the same header with every call: it is read once.
  if (chosen.has(header)) return chosen.get(header);
  const encoding = readAcceptEncoding(header);
  if (chosen.size >= KNOWN_HEADERS) chosen.clear();
  chosen.set(header, encoding);
  return encoding;
}

/** Distinct Accept-Encoding headers remembered; browsers send a handful. */
const KNOWN_HEADERS = 200;
const chosen = new Map<string, Encoding | undefined>();

function readAcceptEncoding(header: string): Encoding | undefined {
  const quality = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    if (name === '') continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(value) ? value : 0);
  }
  let best: Encoding | undefined;
  let bestQuality = 0;
  for (const encoding of ENCODINGS) {
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > bestQuality) {
      best = encoding;
      bestQuality = q;
    }
  }
  return best;
}

/** Says that the answer depends on Accept-Encoding, keeping any other Vary it has. */
export function varyOnAcceptEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const names = [vary ?? []].flat().map(String).join(',');
  if (names === '') {
    void reply.header('vary', 'accept-encoding');
  } else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(names)) {
    void reply.header('vary', `${names}, accept-encoding`);
  }
}
