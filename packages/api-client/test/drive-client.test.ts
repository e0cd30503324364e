import { HttpResponse, http as untypedHttp } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createDriveClient, DRIVE_API_KEY_HEADER, unwrap } from '../src/index';
import { failWith, openUploadRequest, uploadRequestIds } from '../src/mocks/index';
import { listenOptions, setupMockServer } from '../src/mocks/node';
import { TEST_BASE_URL } from './support/session';

const server = setupMockServer();
beforeAll(() => server.listen(listenOptions));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const seen: Request[] = [];
function recordRequests() {
  seen.length = 0;
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
}

describe('the drive client', () => {
  it('sends the API key and the link language, and no session headers', async () => {
    recordRequests();
    const client = createDriveClient({ apiKey: 'k-123', language: 'es', baseUrl: TEST_BASE_URL });
    const request = await unwrap(
      client.GET('/drive/uploadRequest/{uuid}', {
        params: { path: { uuid: uploadRequestIds.open }, query: { language: 'es' } },
      }),
    );
    expect(request).toEqual(openUploadRequest);
    const [sent] = seen;
    expect(sent?.headers.get(DRIVE_API_KEY_HEADER)).toBe('k-123');
    expect(sent?.headers.get('accept-language')).toBe('es');
    expect(sent?.headers.get('authorization')).toBeNull();
    expect(sent?.headers.get('x-platform-type')).toBeNull();
    expect(new URL(sent?.url ?? '').searchParams.get('language')).toBe('es');
    server.events.removeAllListeners();
  });

  it('does not send the key to operations outside the drive', async () => {
    recordRequests();
    const client = createDriveClient({ apiKey: 'k-123', language: 'en', baseUrl: TEST_BASE_URL });
    await client.GET('/v2/web/version');
    expect(seen[0]?.headers.get(DRIVE_API_KEY_HEADER)).toBeNull();
    server.events.removeAllListeners();
  });

  it('uploads a file as multipart form data, the group first', async () => {
    let received: FormData | undefined;
    server.use(
      untypedHttp.post('*/api/drive/upload/:uuid', async ({ request }) => {
        received = await request.formData();
        return HttpResponse.json(
          { id: crypto.randomUUID(), originalName: 'id.pdf' },
          { status: 201 },
        );
      }),
    );
    const client = createDriveClient({ apiKey: 'k', language: 'en', baseUrl: TEST_BASE_URL });
    const file = new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' });
    const document = await unwrap(
      client.POST('/drive/upload/{uuid}', {
        params: { path: { uuid: uploadRequestIds.open } },
        body: { file_group_id: 1, file },
        bodySerializer: (body) => {
          const form = new FormData();
          form.append('file_group_id', String(body.file_group_id));
          form.append('file', body.file);
          return form;
        },
      }),
    );
    expect(document.originalName).toBe('id.pdf');
    expect([...(received?.keys() ?? [])]).toEqual(['file_group_id', 'file']);
    expect((received?.get('file') as File | null)?.name).toBe('id.pdf');
  });

  it('turns a refusal into an ApiError with the server message', async () => {
    server.use(failWith('uploadDocument', 413, 'File cannot be bigger than 2mb'));
    const client = createDriveClient({ apiKey: 'k', language: 'en', baseUrl: TEST_BASE_URL });
    const failure = await unwrap(
      client.POST('/drive/upload/{uuid}', {
        params: { path: { uuid: uploadRequestIds.open } },
        body: { file_group_id: 3, file: new Blob(['x']) },
        bodySerializer: () => new FormData(),
      }),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 413, msg: 'File cannot be bigger than 2mb' });
  });
});
