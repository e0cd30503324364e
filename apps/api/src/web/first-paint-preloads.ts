import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE } from '../http/cookies.js';

/**
 * What the web build says each first paint needs beyond the entry (`first-paint.json`, written
 * by apps/web/vite/first-paint-preloads.ts): per page, its paths, whether it is the page of a
 * visitor with a session, and its scripts; per language, each message area's files.
 */
export interface FirstPaintPreloads {
  pages: Record<string, { paths: readonly string[]; session: boolean; scripts: string[] }>;
  messages: Record<string, Record<string, string[]>>;
  areas: Record<string, string[]>;
}

/** The web app's language cookie (apps/web/src/i18n/languages.ts). */
const LANGUAGE_COOKIE = 'outlay_lng';

/**
 * The interface language as the web app picks it: the `lng` query parameter, then its cookie,
 * then the build's first language (English). Were the two ever to differ, the page would only
 * preload a catalog it does not use and load its own as before.
 */
function languageOf(request: FastifyRequest, languages: readonly string[]): string {
  const query = request.query as Record<string, unknown>;
  const requested = typeof query.lng === 'string' ? query.lng.slice(0, 2).toLowerCase() : '';
  if (languages.includes(requested)) return requested;
  const remembered = request.cookies[LANGUAGE_COOKIE] ?? '';
  if (languages.includes(remembered)) return remembered;
  return languages[0] ?? 'en';
}

const isFiles = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((file) => typeof file === 'string');

/** The build's file, or null when there is none or it is not what this server knows. */
export async function readFirstPaintPreloads(webDist: string): Promise<FirstPaintPreloads | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(join(webDist, 'first-paint.json'), 'utf8'));
  } catch {
    return null;
  }
  const candidate = parsed as Partial<FirstPaintPreloads> | null;
  const pages = Object.values(candidate?.pages ?? {});
  const valid =
    candidate?.messages !== undefined &&
    candidate.areas !== undefined &&
    pages.length > 0 &&
    pages.every((page) => isFiles(page.scripts) && isFiles(page.paths));
  return valid ? (candidate as FirstPaintPreloads) : null;
}

// Built scripts are hashes under assets/; anything else in the file is not named in HTML.
const assetFile = /^assets\/[\w-]+\.js$/;

/**
 * The `<link rel="modulepreload">` tags that start the first paint's scripts and catalogs with
 * the page. Not its styles: the build writes one stylesheet, which index.html links already. Empty
 * for a page the build names no preloads for.
 */
export function firstPaintLinks(
  preloads: FirstPaintPreloads,
  request: FastifyRequest,
  /** The app's path under /client (`/dashboard`). */
  path: string,
): string {
  const hasSession = request.cookies[SESSION_HINT_COOKIE] === '1';
  const entry = Object.entries(preloads.pages).find(
    ([, page]) => page.session === hasSession && page.paths.includes(path),
  );
  if (!entry) return '';
  const [name, page] = entry;
  const language = languageOf(request, Object.keys(preloads.messages));
  const catalogs = (preloads.areas[name] ?? []).flatMap(
    (area) => preloads.messages[language]?.[area] ?? [],
  );
  return [...new Set([...page.scripts, ...catalogs])]
    .filter((file) => assetFile.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/client/${file}">`)
    .join('');
}
