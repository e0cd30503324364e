// msw in the browser, for Storybook. The service worker script must be served by Storybook:
// `npx msw init <static dir>` once, and list that folder in `staticDirs`.
import type { RequestHandler } from 'msw';
import { setupWorker, type SetupWorker, type StartOptions } from 'msw/browser';
import { handlers } from './handlers';

/** A worker with every happy-path handler; `overrides` take precedence. */
export function setupMockWorker(...overrides: RequestHandler[]): SetupWorker {
  return setupWorker(...overrides, ...handlers);
}

/**
 * Start options: an unanswered API call is an error, while the page's own files (scripts,
 * fonts, Storybook's dev server) pass through.
 */
export const startOptions: StartOptions = {
  quiet: true,
  onUnhandledRequest(request, print) {
    if (new URL(request.url).pathname.startsWith('/api/')) print.error();
  },
};

/** Answers a request in the page from handlers, without a worker (Storybook's Flows). */
export { getResponse, type RequestHandler } from 'msw';
