// Happy-path handlers for the document drive: the demo requests by uuid (the open one for any
// other uuid), uploads that echo the file's name, deletions and completion that succeed.
import {
  completedUploadRequest,
  driveConfig,
  openUploadRequest,
  uploadedDocument,
  uploadRequests,
} from './fixtures/drive';
import { http } from './http';

async function fileNameOf(request: Request): Promise<string> {
  if (!request.headers.get('content-type')?.startsWith('multipart/form-data'))
    return 'document.pdf';
  const file = (await request.formData()).get('file');
  return file instanceof File ? file.name : 'document.pdf';
}

export const driveHandlers = [
  http.get('/drive/uploadRequest/{uuid}', ({ params, response }) =>
    response(200).json(uploadRequests[params.uuid] ?? openUploadRequest),
  ),
  http.post('/drive/upload/{uuid}', async ({ request, response }) =>
    response(201).json(uploadedDocument(await fileNameOf(request))),
  ),
  http.delete('/drive/uploadRequest/{uuid}/deleteFile/{fileId}', ({ response }) =>
    response(204).empty(),
  ),
  http.put('/drive/uploadRequest/{uuid}/complete', ({ response }) =>
    response(200).json(completedUploadRequest),
  ),
  http.get('/drive/config', ({ response }) => response(200).json(driveConfig)),
];
