import { describe, expect, it } from 'vitest';
import { readMultipartBody } from '../src/contract/multipart.js';

const limits = { fileBytes: 1000, files: 1, fields: 2, fieldBytes: 16 };

const content = (schema: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  'multipart/form-data': { schema, 'x-outlay-limits': limits, ...extra },
});

describe('multipart bodies in the contract', () => {
  it('splits the text fields from the file part and keeps the limits', () => {
    const body = readMultipartBody(
      content({
        type: 'object',
        required: ['group', 'file'],
        additionalProperties: false,
        properties: {
          group: { type: 'integer' },
          file: { type: 'string', format: 'binary' },
        },
      }),
      'POST /x',
    );
    expect(body).toEqual({
      fieldsSchema: {
        type: 'object',
        required: ['group'],
        additionalProperties: false,
        properties: { group: { type: 'integer' } },
      },
      files: [{ name: 'file', multiple: false, required: true }],
      limits,
    });
  });

  it('reads an array of binary items as several files of one field', () => {
    const body = readMultipartBody(
      content({
        type: 'object',
        properties: {
          'files[]': { type: 'array', items: { type: 'string', contentMediaType: 'image/png' } },
        },
      }),
      'POST /receipts',
    );
    expect(body?.files).toEqual([{ name: 'files[]', multiple: true, required: false }]);
  });

  it('refuses a body without limits, without a file, or with two file fields', () => {
    const file = { type: 'string', format: 'binary' };
    expect(() =>
      readMultipartBody(
        { 'multipart/form-data': { schema: { type: 'object', properties: { file } } } },
        'POST /a',
      ),
    ).toThrow(/x-outlay-limits.fileBytes/);
    expect(() =>
      readMultipartBody(
        content({ type: 'object', properties: { note: { type: 'string' } } }),
        'POST /b',
      ),
    ).toThrow(/exactly one binary property/);
    expect(() =>
      readMultipartBody(content({ type: 'object', properties: { a: file, b: file } }), 'POST /c'),
    ).toThrow(/exactly one binary property/);
  });

  it('leaves JSON bodies alone', () => {
    expect(readMultipartBody({ 'application/json': { schema: {} } }, 'POST /d')).toBeUndefined();
  });
});
