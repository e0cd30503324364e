import type { Readable } from 'node:stream';
import { DETECTION_BYTES, type DetectedType, detectFileType } from './detect-type.js';
import { FileTooLargeError, limitBytes } from './size-limit.js';
import type { FileStorage } from './storage.js';

/** A file part as it arrives: its name as sent, and its bytes as a stream. */
export interface IncomingFile {
  /** The form field it came in. */
  field: string;
  /** The name on the sender's device; shown back to people, never used as a path. */
  filename: string;
  /** What the sender says it is; logged at most, never trusted. */
  declaredType: string;
  stream: Readable;
  /** True when the transport cut the stream at its own ceiling (the contract's limit). */
  isTruncated(): boolean;
}

export class FileTypeNotAllowedError extends Error {
  constructor(readonly detected: DetectedType | undefined) {
    super(`File type not allowed: ${detected?.mime ?? 'unknown'}`);
    this.name = 'FileTypeNotAllowedError';
  }
}

export interface ReceiveRules {
  maxBytes: number;
  /** Decides from the type the bytes show (undefined when they show none). */
  accepts: (detected: DetectedType | undefined) => boolean;
  storage: FileStorage;
  key: string;
}

export interface ReceivedFile {
  key: string;
  bytes: number;
  type: DetectedType;
}

async function* prepend(
  head: Uint8Array,
  rest: AsyncIterator<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  if (head.length > 0) yield head;
  for (let next = await rest.next(); next.done !== true; next = await rest.next()) {
    yield next.value;
  }
}

/**
 * Receives one file into storage: reads just enough bytes to know its type, refuses a type
 * the rules do not accept before storing anything, then streams the rest to storage while
 * counting, and stops past `maxBytes`. On any refusal nothing is left in storage and the
 * stream is destroyed, so the sender's remaining bytes are discarded, never buffered.
 */
export async function receiveFile(file: IncomingFile, rules: ReceiveRules): Promise<ReceivedFile> {
  const chunks = file.stream[Symbol.asyncIterator]() as AsyncIterator<Uint8Array>;
  try {
    const head: Uint8Array[] = [];
    let headBytes = 0;
    while (headBytes < DETECTION_BYTES) {
      const next = await chunks.next();
      if (next.done === true) break;
      head.push(next.value);
      headBytes += next.value.length;
      if (headBytes > rules.maxBytes) throw new FileTooLargeError(rules.maxBytes);
    }
    const headBuffer = Buffer.concat(head);
    const type = await detectFileType(headBuffer);
    if (!type || !rules.accepts(type)) throw new FileTypeNotAllowedError(type);

    const { bytes } = await rules.storage.write(
      rules.key,
      limitBytes(prepend(headBuffer, chunks), rules.maxBytes),
    );
    if (file.isTruncated()) {
      await rules.storage.remove(rules.key);
      throw new FileTooLargeError(rules.maxBytes);
    }
    return { key: rules.key, bytes, type };
  } catch (error) {
    file.stream.destroy();
    throw error;
  }
}
