export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/**
 * Passes chunks through until more than `maxBytes` have gone by, then throws. The file is
 * never held whole: a limit breached by the first megabyte of a gigabyte stops there.
 */
export async function* limitBytes(
  source: AsyncIterable<Uint8Array>,
  maxBytes: number,
): AsyncGenerator<Uint8Array> {
  let seen = 0;
  for await (const chunk of source) {
    seen += chunk.length;
    if (seen > maxBytes) throw new FileTooLargeError(maxBytes);
    yield chunk;
  }
}
