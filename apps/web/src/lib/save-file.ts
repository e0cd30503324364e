/** Hands a file made in the browser to the user as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken the blob by the next task; the URL is let go then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
