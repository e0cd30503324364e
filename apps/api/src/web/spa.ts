import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import { firstPaintLinks, readFirstPaintPreloads } from './first-paint-preloads.js';

export const CLIENT_PREFIX = '/client/';

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Outlay: web app not built</title></head>
<body><main>
<h1>The web app has not been built yet</h1>
<p>The API is running, but there is no built web app to serve. From the repository root run
<code>pnpm build</code> (or <code>node scripts/pnpm.mjs build</code>), then reload this page.</p>
<p>For development with live reload, run <code>pnpm dev</code> instead.</p>
</main></body></html>`;

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function isDirectory(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Serves the built SPA under /client/: real files as they are (hashed assets cached for a
 * year), any other path as index.html so deep links reach the client router. index.html is
 * revalidated at every load, so a deploy is seen at the next one. A file the build compressed
 * (`.br`, `.gz` beside it) is sent compressed to a caller that accepts it, by the caller's
 * Accept-Encoding with its q-values, with `Vary: Accept-Encoding` and the original's type.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    serve: false,
    preCompressed: true,
    suppressWarning: true,
  });

  /**
   * index.html, naming the files the page's first paint needs (first-paint-preloads.ts): which
   * they are depends on the path and on the session hint cookie, so the answer varies on it.
   */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    void reply.header('cache-control', 'no-cache');
    const preloads = await readFirstPaintPreloads(webDist);
    if (!preloads) return reply.sendFile('index.html', { cacheControl: false });
    const links = firstPaintLinks(preloads, request, path);
    const html = await readFile(join(webDist, 'index.html'), 'utf8');
    return reply
      .header('vary', 'Cookie')
      .type('text/html; charset=utf-8')
      .send(links === '' ? html : html.replace('</head>', `${links}</head>`));
  };

  app.get('/', (_request, reply) => reply.redirect(CLIENT_PREFIX));
  app.get('/client', (_request, reply) => reply.redirect(CLIENT_PREFIX));

  app.get('/client/*', async (request, reply) => {
    if (!(await isDirectory(webDist))) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(MISSING_BUILD_PAGE);
    }
    const wildcard = (request.params as { '*'?: string })['*'] ?? '';
    const relative = normalize(wildcard).replace(/^([/\\])+/, '');
    // `normalize` folds `a/../b`; anything still climbing out of the build folder is refused.
    if (
      relative.startsWith('..') ||
      relative.includes(`${sep}..${sep}`) ||
      relative.includes('\0')
    ) {
      throw new AppError(404, 'NOT_FOUND', 'errors.notFound');
    }
    if (relative !== '' && relative !== '.' && (await isFile(join(webDist, relative)))) {
      const hashed = relative.startsWith(`assets${sep}`) || relative.startsWith('assets/');
      void reply.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      return reply.sendFile(relative, { cacheControl: false });
    }
    // A missing file (a stale hashed asset after a deploy) must fail as a file, not turn into
    // HTML that the browser then tries to run as a script.
    if (extname(relative) !== '') throw new AppError(404, 'NOT_FOUND', 'errors.notFound');
    return sendIndex(request, reply, `/${wildcard.replace(/\/+$/, '')}`);
  });
}
