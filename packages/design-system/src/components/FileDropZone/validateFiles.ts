export type FileRejectionReason = 'type' | 'size' | 'count';

export interface FileRejection {
  file: File;
  reason: FileRejectionReason;
}

export interface FileRules {
  /** MIME types (`image/png`, `image/*`) or extensions (`.pdf`), case-insensitive. */
  acceptedFileTypes?: readonly string[];
  /** Bytes. */
  maxFileSize?: number;
  /** How many more files may be added. */
  maxFiles?: number;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot === -1 ? '' : name.slice(dot).toLowerCase();
}

export function matchesType(file: File, acceptedFileTypes: readonly string[]): boolean {
  if (acceptedFileTypes.length === 0) {
    return true;
  }
  const mime = file.type.toLowerCase();
  const extension = extensionOf(file.name);
  return acceptedFileTypes.some((entry) => {
    const accepted = entry.trim().toLowerCase();
    if (accepted.startsWith('.')) {
      return extension === accepted;
    }
    if (accepted.endsWith('/*')) {
      return mime.startsWith(accepted.slice(0, -1));
    }
    return mime === accepted;
  });
}

/**
 * Splits files into accepted and rejected, by type, then size, then count (files past the
 * count are rejected in the order given).
 */
export function validateFiles(
  files: readonly File[],
  { acceptedFileTypes = [], maxFileSize, maxFiles }: FileRules,
): { accepted: File[]; rejected: FileRejection[] } {
  const accepted: File[] = [];
  const rejected: FileRejection[] = [];
  for (const file of files) {
    if (!matchesType(file, acceptedFileTypes)) {
      rejected.push({ file, reason: 'type' });
    } else if (maxFileSize !== undefined && file.size > maxFileSize) {
      rejected.push({ file, reason: 'size' });
    } else if (maxFiles !== undefined && accepted.length >= maxFiles) {
      rejected.push({ file, reason: 'count' });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}

const mimeNames: Record<string, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/jpg': 'JPG',
  'image/gif': 'GIF',
  'image/webp': 'WEBP',
  'application/pdf': 'PDF',
  'text/xml': 'XML',
  'application/xml': 'XML',
  'text/csv': 'CSV',
};

/** "PNG, JPEG, PDF, XML" from the accepted types, without repeats. */
export function describeTypes(acceptedFileTypes: readonly string[]): string {
  const names = acceptedFileTypes.map((entry) => {
    const accepted = entry.trim().toLowerCase();
    return mimeNames[accepted] ?? accepted.replace(/^\./, '').replace('/*', '').toUpperCase();
  });
  return [...new Set(names)].join(', ');
}
