import { randomBytes } from 'node:crypto';

export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body for `inject`, parts in the order given. */
export function multipartBody(parts: readonly FormPart[]) {
  const boundary = `----outlay-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head), 'value' in part ? Buffer.from(part.value) : part.content);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Bytes that start like real files of each kind (their magic numbers), padded to `size`. */
export const sampleFiles = {
  pdf: (size = 2048) =>
    padded(Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'), size),
  png: (size = 2048) =>
    padded(Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), size),
  jpeg: (size = 2048) =>
    padded(Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), size),
  exe: (size = 2048) =>
    padded(Buffer.from('4d5a90000300000004000000ffff0000b8000000', 'hex'), size),
  text: (size = 2048) => padded(Buffer.from('just some words, no magic number at all\n'), size),
};

function padded(head: Buffer, size: number): Buffer {
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
}
