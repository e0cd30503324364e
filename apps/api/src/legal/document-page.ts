import type { TextDocument } from './text-document.js';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/**
 * A legal document as a small HTML page: what the footer's links open. HTML rather than the PDF
 * because a screen reader, a phone and the browser's own translation all read it; the words come
 * from the same source as the PDF, so the two never say different things.
 */
export function renderDocumentPage(document: TextDocument): string {
  const paragraphs = document.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<title>${escapeHtml(document.title)} · Outlay</title>`,
    '<style>body{margin:0;font-family:system-ui,sans-serif;line-height:1.6}' +
      'main{max-width:42rem;margin:0 auto;padding:2rem 1.5rem}</style>',
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(document.title)}</h1>`,
    ...paragraphs,
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
