import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { type OutboxMessage, listOutbox } from '../providers/outbox.js';
import { notInDemoMode } from '../providers/sandbox-handlers.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function row(message: OutboxMessage): string {
  return `<tr>
  <td>${escapeHtml(new Date(message.createdAt).toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC</td>
  <td>${escapeHtml(message.channel)}</td>
  <td>${escapeHtml(message.to)}</td>
  <td>${escapeHtml(message.subject)}<br><small>${escapeHtml(message.text)}</small></td>
  <td class="code">${message.code === null ? '' : escapeHtml(message.code)}</td>
</tr>`;
}

function page(messages: OutboxMessage[], to: string | undefined): string {
  const heading = to ? `Outbox for ${escapeHtml(to)}` : 'Outbox';
  const body =
    messages.length === 0
      ? '<p>No messages yet. Sign in and ask for a code, then reload.</p>'
      : `<table><thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Message</th><th>Code</th></tr></thead>
<tbody>${messages.map(row).join('')}</tbody></table>`;
  // No script at all (the CSP forbids inline script); the page refreshes itself by meta tag.
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="5">
<title>${heading} · Outlay demo</title>
<style>
body{font:15px/1.4 system-ui,sans-serif;margin:2rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.5rem;text-align:left;vertical-align:top}
.code{font:600 1.25rem ui-monospace,monospace;letter-spacing:.1em}small{color:#555}
</style></head>
<body><main><h1>${heading}</h1>
<p>Emails and text messages the sandbox sent, newest first. Demo mode only; refreshes every 5 seconds.
Filter with <code>?to=address</code>. JSON: <a href="/api/dev/outbox">/api/dev/outbox</a>.</p>
${body}</main></body></html>`;
}

/** A page for a developer to read the sandbox outbox, next to the JSON call of the contract. */
export function registerOutboxPage(app: FastifyInstance, db: Db, demoMode: boolean) {
  app.get('/dev/outbox', async (request, reply) => {
    if (!demoMode) throw notInDemoMode();
    const raw = (request.query as { to?: unknown }).to;
    const to = typeof raw === 'string' && raw !== '' && raw.length <= 254 ? raw : undefined;
    const messages = await listOutbox(db, { to, limit: 50 });
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(page(messages, to));
  });
}
