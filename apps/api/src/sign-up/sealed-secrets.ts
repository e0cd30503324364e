import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Credentials a sandbox provider checks later (the SAT's CIEC key) are kept sealed with
// AES-256-GCM: readable by the server's key only, and tamper-evident.

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function unseal(key: Buffer, sealed: string): string {
  const [iv = '', tag = '', body = ''] = sealed.split('.');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
