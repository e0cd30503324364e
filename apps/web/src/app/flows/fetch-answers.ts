// Storybook's Flows answer the screens' calls in the page, as the headless walk's msw does:
// first the answers a path being played asks for (each used once), else the mocks' happy path.
// Installed as Storybook's preview loads (.storybook/preview.tsx), before any app module makes
// its client (openapi-fetch keeps the `fetch` it finds then); only `/api/` calls are answered.
import { handlers } from '@outlay/api-client/mocks';
import { getResponse, type RequestHandler } from '@outlay/api-client/mocks/browser';

const queued: RequestHandler[] = [];
const original = globalThis.fetch.bind(globalThis);

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = new Request(input, init);
  if (!new URL(request.url, window.location.href).pathname.includes('/api/')) {
    return original(input, init);
  }
  for (const [index, handler] of queued.entries()) {
    const response = await getResponse([handler], request.clone());
    if (response) {
      queued.splice(index, 1);
      return response;
    }
  }
  return (
    (await getResponse(handlers, request)) ??
    Response.json({ errors: { msg: `No mock answers ${request.url}` } }, { status: 404 })
  );
};

/** The next calls end as these answers say, in order. */
export function answerNext(answers: readonly RequestHandler[]): void {
  queued.push(...answers);
}

export function forgetAnswers(): void {
  queued.length = 0;
}
