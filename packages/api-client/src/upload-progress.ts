// fetch cannot report how much of a request body has been sent; XMLHttpRequest can. This
// fetch-shaped function sends a request with XMLHttpRequest where there is one (browsers),
// reporting upload progress, and falls back to fetch elsewhere (Node, tests), reporting the
// whole body as sent once the answer arrives.

export interface UploadProgress {
  loaded: number;
  total: number;
}

/** The part of XMLHttpRequest used here, so tests can stand in for it. */
export interface ProgressRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body: Blob | null): void;
  abort(): void;
  responseType: XMLHttpRequestResponseType;
  readonly response: unknown;
  readonly status: number;
  readonly statusText: string;
  upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
}

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

const defaultRequest = (): ProgressRequest | null =>
  typeof XMLHttpRequest === 'undefined' ? null : new XMLHttpRequest();

export function fetchWithUploadProgress(
  onProgress: (progress: UploadProgress) => void,
  createRequest: () => ProgressRequest | null = defaultRequest,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const xhr = createRequest();
    if (!xhr) {
      const response = await globalThis.fetch(request);
      onProgress({ loaded: 1, total: 1 });
      return response;
    }
    const body = request.body ? await request.blob() : null;
    return new Promise<Response>((resolve, reject) => {
      if (request.signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => {
        onProgress({ loaded: event.loaded, total: event.total });
      };
      xhr.onload = () => {
        const nullBody = [204, 205, 304].includes(xhr.status);
        resolve(
          new Response(nullBody ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => {
        reject(new TypeError('The upload could not reach the server.'));
      };
      xhr.onabort = () => {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
      };
      request.signal.addEventListener('abort', () => {
        xhr.abort();
      });
      xhr.send(body);
    });
  };
}
