import { ONE_TIME_CODE_LENGTH } from '@outlay/rules';

export { ONE_TIME_CODE_LENGTH };

/** Keeps the digits of what was typed or pasted ("123 456", "123-456"), up to the length. */
export function sanitizeCode(value: string, length = ONE_TIME_CODE_LENGTH): string {
  return value.replace(/\D/g, '').slice(0, length);
}

/**
 * The value after pasting `pasted` over the selection `[start, end)` of `current`. A paste that
 * holds a whole code replaces the field.
 */
export function pasteCode(
  current: string,
  pasted: string,
  start: number,
  end: number,
  length = ONE_TIME_CODE_LENGTH,
): string {
  const digits = sanitizeCode(pasted, Number.MAX_SAFE_INTEGER);
  if (digits.length >= length) {
    return digits.slice(0, length);
  }
  return sanitizeCode(current.slice(0, start) + digits + current.slice(end), length);
}
