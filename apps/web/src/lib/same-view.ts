/**
 * useSelector's comparison for a flow's view: the same when each field is, looking one level
 * into plain objects (a view's `resend`), so a screen re-renders only when what it shows changed.
 */
export function sameView<T extends object>(a: T, b: T): boolean {
  return sameFields(a, b, 1);
}

function sameFields(a: object, b: object, depth: number): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const left: unknown = (a as Record<string, unknown>)[key];
    const right: unknown = (b as Record<string, unknown>)[key];
    if (Object.is(left, right)) return true;
    return depth > 0 && isPlain(left) && isPlain(right) && sameFields(left, right, depth - 1);
  });
}

function isPlain(value: unknown): value is object {
  return (
    typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype
  );
}
