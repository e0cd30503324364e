/** `admin@demo.outlay.test` → `a***n@demo.outlay.test`, to show where a code went. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown =
    local.length > 2 ? `${local[0] ?? ''}***${local.at(-1) ?? ''}` : `${local[0] ?? ''}***`;
  return `${shown}${email.slice(at)}`;
}
