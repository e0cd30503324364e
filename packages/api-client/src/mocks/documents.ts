// Happy-path handlers for /document: Northwind's documents of every kind (an upload in each
// review state), searched and filtered as the server does, an upload that lands Pending, and
// the signed link a download answers.
import type { CompanyDocument } from '../schema-types';
import { http } from './http';

const none = { category: null, status: null, rejectionReason: null, sizeBytes: null } as const;

export const mockDocuments: readonly CompanyDocument[] = [
  {
    id: '8d2b6a1e-0f0c-4b52-9a53-7d4d1f3b8c21',
    kind: 'upload',
    name: 'form-w9.pdf',
    date: '2026-01-03T10:00:00.000Z',
    signer: 'Avery Collins',
    category: 'tax-form',
    status: 'pending',
    rejectionReason: null,
    sizeBytes: 48_213,
  },
  {
    id: '2025-12-01-USD',
    kind: 'statement',
    name: '2025-12-01 – 2025-12-31 · USD',
    date: '2026-01-01T05:00:00.000Z',
    signer: null,
    ...none,
  },
  {
    id: 'esign-3c1f2a9e-4b7d-4e21-9f3a-1d2c3b4a5e6f',
    kind: 'agreement',
    name: 'Pre-Authorized Debit (PAD) Agreement',
    date: '2025-12-20T15:30:00.000Z',
    signer: 'Avery Collins',
    ...none,
  },
  {
    id: '4211',
    kind: 'transfer-confirmation',
    name: 'Harbor Logistics LLC',
    date: '2025-12-18T12:00:00.000Z',
    signer: null,
    ...none,
  },
  {
    id: '7',
    kind: 'card',
    name: 'Travel ••4242',
    date: '2025-11-02T09:00:00.000Z',
    signer: 'Avery Collins',
    ...none,
  },
  {
    id: '1b2c3d4e-5f60-4a1b-8c2d-3e4f5a6b7c8d',
    kind: 'upload',
    name: 'utility-bill-2025-06.pdf',
    date: '2025-12-15T10:00:00.000Z',
    signer: 'Avery Collins',
    category: 'proof-of-address',
    status: 'rejected',
    rejectionReason: 'The bill is older than 90 days.',
    sizeBytes: 120_400,
  },
  {
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    kind: 'upload',
    name: 'articles-of-incorporation.pdf',
    date: '2025-11-25T10:00:00.000Z',
    signer: 'Avery Collins',
    category: 'incorporation',
    status: 'approved',
    rejectionReason: null,
    sizeBytes: 310_922,
  },
];

export const documentHandlers = [
  http.get('/v2/web/documents', ({ query, response }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const kind = query.get('kind');
    const page = Number(query.get('page') ?? '1');
    const pageSize = Number(query.get('pageSize') ?? '25');
    const found = mockDocuments.filter(
      (document) =>
        (kind === null || document.kind === kind) &&
        `${document.name} ${document.signer ?? ''}`.toLowerCase().includes(search),
    );
    return response(200).json({
      documents: found.slice((page - 1) * pageSize, page * pageSize),
      total: found.length,
      page,
      pageSize,
      pages: Math.ceil(found.length / pageSize),
    });
  }),
  http.post('/v2/web/documents', async ({ request, response }) => {
    // A test may send the form, or nothing in particular: the upload is Pending either way.
    const form = await request.formData().catch(() => null);
    // A File (by its shape: the test's File class may not be the one that parsed the form).
    const entry = form?.get('file') ?? null;
    const file = entry === null || typeof entry === 'string' ? null : entry;
    const category = form?.get('category') ?? null;
    return response(201).json({
      id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      kind: 'upload',
      name: file?.name ?? 'document.pdf',
      date: '2026-01-05T10:00:00.000Z',
      signer: 'Avery Collins',
      category:
        category === 'proof-of-address' || category === 'tax-form' ? category : 'incorporation',
      status: 'pending',
      rejectionReason: null,
      sizeBytes: Math.max(1, file?.size ?? 1),
    });
  }),
  http.get('/v2/web/documents/{kind}/{documentId}/download', ({ params, response }) =>
    response(200).json({
      url: `/files/documents/${params.kind}/${params.documentId}?signature=mock`,
    }),
  ),
];
