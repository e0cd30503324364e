/**
 * A statement broke a unique index (SQLSTATE 23505): a row raced another one in. With
 * `constraint`, only that index's violation counts.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  if (error.code !== '23505') return false;
  return constraint === undefined || ('constraint' in error && error.constraint === constraint);
}
