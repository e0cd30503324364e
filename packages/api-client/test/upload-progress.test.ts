import { HttpResponse, http as untypedHttp } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fetchWithUploadProgress, type ProgressRequest, type UploadProgress } from '../src/index';
import { listenOptions, setupMockServer } from '../src/mocks/node';

const server = setupMockServer();
beforeAll(() => server.listen(listenOptions));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Only the two fields the code reads; Node has no ProgressEvent to build. */
const progressEvent = (loaded: number, total: number) => ({ loaded, total }) as ProgressEvent;

/** Stands in for XMLHttpRequest: reports progress in three steps, then answers. */
class FakeXhr implements ProgressRequest {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers = new Map<string, string>();
  sentBody: Blob | null = null;
  responseType: XMLHttpRequestResponseType = '';
  response: unknown = null;
  status = 0;
  statusText = '';
  upload: ProgressRequest['upload'] = { onprogress: null };
  onload: ProgressRequest['onload'] = null;
  onerror: ProgressRequest['onerror'] = null;
  onabort: ProgressRequest['onabort'] = null;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: abc\r\n';
  }
  send(body: Blob | null) {
    this.sentBody = body;
    const total = body?.size ?? 0;
    for (const share of [0.25, 0.5, 1]) {
      this.upload.onprogress?.(progressEvent(Math.round(total * share), total));
    }
    this.status = 201;
    this.statusText = 'Created';
    this.response = new Blob([JSON.stringify({ ok: true })]);
    this.onload?.(progressEvent(total, total));
  }
  abort() {
    this.aborted = true;
    this.onabort?.(progressEvent(0, 0));
  }
}

describe('fetchWithUploadProgress', () => {
  it('sends through XMLHttpRequest, reporting each step of the upload', async () => {
    const steps: UploadProgress[] = [];
    const send = fetchWithUploadProgress(
      (progress) => steps.push(progress),
      () => new FakeXhr(),
    );
    const form = new FormData();
    form.append('file', new Blob(['x'.repeat(1000)]), 'a.pdf');
    const response = await send(
      new Request('http://outlay.test/api/drive/upload/1', {
        method: 'POST',
        body: form,
        headers: { 'x-api-key': 'k' },
      }),
    );
    const xhr = FakeXhr.last;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.headers.get('x-api-key')).toBe('k');
    expect(xhr?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const total = xhr?.sentBody?.size ?? 0;
    expect(total).toBeGreaterThan(1000);
    expect(steps).toEqual(
      [0.25, 0.5, 1].map((share) => ({ loaded: Math.round(total * share), total })),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('x-request-id')).toBe('abc');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('cancels the upload when the request is aborted', async () => {
    class HangingXhr extends FakeXhr {
      override send() {
        // Never answers: only an abort ends it.
      }
    }
    const controller = new AbortController();
    const send = fetchWithUploadProgress(
      () => undefined,
      () => new HangingXhr(),
    );
    const pending = send(
      new Request('http://outlay.test/api/x', {
        method: 'POST',
        body: 'x',
        signal: controller.signal,
      }),
    );
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last?.aborted).toBe(true);
  });

  it('falls back to fetch where there is no XMLHttpRequest, reporting the end', async () => {
    server.use(untypedHttp.post('http://outlay.test/api/y', () => HttpResponse.json({ ok: 1 })));
    const steps: UploadProgress[] = [];
    const send = fetchWithUploadProgress(
      (progress) => steps.push(progress),
      () => null,
    );
    const response = await send(
      new Request('http://outlay.test/api/y', { method: 'POST', body: 'x' }),
    );
    expect(await response.json()).toEqual({ ok: 1 });
    expect(steps).toEqual([{ loaded: 1, total: 1 }]);
  });
});
