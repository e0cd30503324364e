/**
 * The absolute address of a document the server serves (a PDF under /api). Links resolve
 * app paths under the app's base; a document is not an app path, so it gets its full URL.
 */
export function documentUrl(path: string): string {
  return new URL(path, window.location.origin).href;
}
