import { fileTypeFromBuffer } from 'file-type';

/** How many leading bytes detection needs (file-type's own sample size). */
export const DETECTION_BYTES = 4100;

export interface DetectedType {
  ext: string;
  mime: string;
}

/**
 * The type a file's leading bytes show (its magic number), or undefined when they match no
 * known binary format. The name and the browser's declared type are never consulted: both
 * are chosen by the sender.
 */
export async function detectFileType(head: Uint8Array): Promise<DetectedType | undefined> {
  const found = await fileTypeFromBuffer(head);
  return found ? { ext: found.ext, mime: found.mime } : undefined;
}
