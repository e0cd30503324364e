import { randomBytes } from 'node:crypto';

/** What the phone page sent: one checked file, its owner and their own receipt address. */
export interface UploadMail {
  from: string;
  to: string;
  messageId: string;
  date: Date;
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** A header value as plain ASCII: a file name from a phone may carry any letters. */
const encodedWord = (text: string) =>
  /^[\x20-\x7e]*$/.test(text) && !/[";\\]/.test(text)
    ? text
    : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;

/**
 * A small RFC 5322 mail with the file as its one attachment (base64, 76-character lines), so a
 * phone photo enters the inbox as the mail a cardholder would have sent themselves.
 */
export function composeUploadMail(mail: UploadMail): Buffer {
  const boundary = `outlay-${randomBytes(12).toString('hex')}`;
  const name = encodedWord(mail.fileName);
  const body = mail.bytes.toString('base64').replace(/.{1,76}/g, '$&\r\n');
  const lines = [
    `From: <${mail.from}>`,
    `To: <${mail.to}>`,
    `Subject: ${encodedWord(mail.fileName)}`,
    `Message-ID: ${mail.messageId}`,
    `Date: ${mail.date.toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Sent from the Outlay phone capture page.',
    `--${boundary}`,
    `Content-Type: ${mail.contentType}; name="${name}"`,
    'Content-Transfer-Encoding: base64',
    `Content-Disposition: attachment; filename="${name}"`,
    '',
  ];
  return Buffer.concat([
    Buffer.from(lines.join('\r\n') + '\r\n', 'utf8'),
    Buffer.from(body, 'ascii'),
    Buffer.from(`--${boundary}--\r\n`, 'ascii'),
  ]);
}
