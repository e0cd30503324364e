// Where a signed-out visitor was going, so login can take them there. The query string is
// kept too, except on receipt links, whose token must not outlive the visit.
const key = 'outlay.returnTo';
const receiptLink = '/transaction-receipt';

export function rememberReturnTo(path: string, search: string): void {
  const query = path.startsWith(receiptLink) || search === '' ? '' : `?${search}`;
  sessionStorage.setItem(key, `${path}${query}`);
}

/** The remembered path, once; only same-app paths are honoured. */
export function takeReturnTo(): string | null {
  const value = sessionStorage.getItem(key);
  sessionStorage.removeItem(key);
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  return value;
}
