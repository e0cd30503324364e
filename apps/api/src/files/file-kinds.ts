/**
 * The file kinds uploads may be, by extension (as people name them and as the contract lists
 * them), with the type their bytes must show. jpg and jpeg are one kind under two names.
 */
export const FILE_KINDS = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  xml: 'application/xml',
} as const;

export type FileExtension = keyof typeof FILE_KINDS;

export function isKnownExtension(value: string): value is FileExtension {
  return Object.hasOwn(FILE_KINDS, value);
}

/** The lower-case extension of a file name, without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/**
 * Whether a file whose bytes are `detectedMime` and whose name is `fileName` is one of the
 * `allowed` extensions. Both must agree: a PNG named `scan.pdf` is refused even where PNGs are
 * welcome, because whoever opens it later trusts the name.
 */
export function isAllowedFile(
  detectedMime: string | undefined,
  fileName: string,
  allowed: readonly string[],
): boolean {
  if (detectedMime === undefined) return false;
  const named = extensionOf(fileName);
  if (!allowed.includes(named) || !isKnownExtension(named)) return false;
  return FILE_KINDS[named] === detectedMime;
}
