import type { DocumentGroup } from '@outlay/api-client';
import type { FileRejection } from './upload-portal.types';

/** The spec's default limit: 5 MB (5,242,880 bytes) when neither group nor drive sets one. */
export const DEFAULT_MAX_UPLOAD_BYTES = 5_242_880;
/** The spec's types when a group names none. */
export const DEFAULT_FILE_TYPES = ['pdf', 'jpeg', 'jpg', 'png'] as const;
const BYTES_PER_MB = 1_048_576;

/** The group's own limit (in MB), else the drive's. */
export function maxBytesOf(group: DocumentGroup, driveMaxBytes: number): number {
  return group.maxFileSizeMb === null
    ? driveMaxBytes
    : Math.round(group.maxFileSizeMb * BYTES_PER_MB);
}

export function acceptedTypesOf(group: DocumentGroup): readonly string[] {
  return group.acceptedFileTypes ?? DEFAULT_FILE_TYPES;
}

/** `5` for 5,242,880 bytes, `2.5` for 2,621,440: the {n} of 'File cannot be bigger than {n}mb'. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / BYTES_PER_MB) * 100) / 100;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * The checks made before a file leaves the device: its extension against the group's types,
 * then its size against the group's limit. The drive checks again, by the file's bytes.
 */
export function checkFile(
  file: { name: string; size: number },
  group: DocumentGroup,
  driveMaxBytes: number,
): FileRejection | null {
  const extensions = acceptedTypesOf(group);
  if (!extensions.includes(extensionOf(file.name))) {
    return { fileName: file.name, reason: 'type', extensions };
  }
  const maxBytes = maxBytesOf(group, driveMaxBytes);
  if (file.size > maxBytes) {
    return { fileName: file.name, reason: 'size', limitMb: megabytes(maxBytes) };
  }
  return null;
}
