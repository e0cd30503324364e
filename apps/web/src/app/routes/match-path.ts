/**
 * Whether a route pattern matches a path: exact segments, `:name` for one segment, and a
 * trailing `/*` for "this path and anything below it" (`/capital/*`).
 */
export function matchPath(pattern: string, path: string): boolean {
  const wantedSegments = pattern.split('/').filter(Boolean);
  const segments = path.split('/').filter(Boolean);
  const prefix = wantedSegments.at(-1) === '*';
  const fixed = prefix ? wantedSegments.slice(0, -1) : wantedSegments;
  if (prefix ? segments.length < fixed.length : segments.length !== fixed.length) return false;
  return fixed.every((wanted, index) => wanted.startsWith(':') || wanted === segments[index]);
}
