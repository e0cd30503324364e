import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';

/** The port the e2e server takes receipt mail on (scripts/e2e-server.mjs sets the same). */
export const e2eSmtpPort = () =>
  Number(process.env.OUTLAY_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2000);

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/**
 * Sends one mail over a raw SMTP conversation, as a mail client would, and resolves once the
 * server accepted it (rejects with the server's answer otherwise).
 */
export function sendMail(mail: {
  port: number;
  from: string;
  to: string;
  subject: string;
  attachments: MailAttachment[];
}): Promise<void> {
  const boundary = `b-${randomUUID()}`;
  const body = [
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    `Subject: ${mail.subject}`,
    `Message-ID: <${randomUUID()}@e2e.outlay.test>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Receipt attached.',
    ...mail.attachments.flatMap((attachment) => [
      `--${boundary}`,
      `Content-Type: ${attachment.contentType}; name="${attachment.fileName}"`,
      `Content-Disposition: attachment; filename="${attachment.fileName}"`,
      'Content-Transfer-Encoding: base64',
      '',
      ...(attachment.content.toString('base64').match(/.{1,76}/g) ?? []),
    ]),
    `--${boundary}--`,
    '',
  ].join('\r\n');
  const steps = [
    'EHLO e2e.outlay.test',
    `MAIL FROM:<${mail.from}>`,
    `RCPT TO:<${mail.to}>`,
    'DATA',
    `${body}\r\n.`,
    'QUIT',
  ];
  return new Promise((resolve, reject) => {
    const socket = connect(mail.port, '127.0.0.1');
    let buffer = '';
    let step = -1;
    socket.setEncoding('utf8');
    socket.on('error', reject);
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      // A reply is complete at a line whose code is followed by a space (not a dash).
      const lines = buffer.split('\r\n');
      const last = lines.findLast((line) => /^\d{3} /.test(line));
      if (!last) return;
      buffer = '';
      const code = Number(last.slice(0, 3));
      if (code >= 400) {
        socket.destroy();
        reject(new Error(`SMTP refused: ${last}`));
        return;
      }
      step += 1;
      const next = steps[step];
      if (next === undefined) {
        socket.end();
        resolve();
        return;
      }
      socket.write(`${next}\r\n`);
    });
  });
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A stamped CFDI 4.0 (the fields the inbox reads exactly). */
export function cfdi(receipt: { merchant: string; date: string; total: string; currency: string }) {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Fecha="${receipt.date}T12:30:00" FormaPago="04" MetodoPago="PUE" Moneda="${receipt.currency}" Total="${receipt.total}" SubTotal="${receipt.total}">
  <cfdi:Emisor Rfc="AAA010101AAA" Nombre="${escapeXml(receipt.merchant)}" RegimenFiscal="601"/>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${randomUUID().toUpperCase()}"/>
  </cfdi:Complemento>
</cfdi:Comprobante>`,
    'utf8',
  );
}
