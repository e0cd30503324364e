// Signs a demo user in through the API as the sign-in form does (password, emailed code read
// from the sandbox outbox, verify), so the browser context's cookies hold a session. For the
// benchmarks that measure signed-in pages.

export const DEMO_USER = 'admin@demo.outlay.test';
export const DEMO_PASSWORD = 'Outlay-Demo-2026!';

/** `request` is a Playwright APIRequestContext sharing the browser context's cookies. */
export async function signInDemoUser(request, origin, email = DEMO_USER) {
  const post = async (path, data, attempt = 1) => {
    const response = await request.post(`${origin}${path}`, { data });
    // The server limits sign-ins per address (a bench signs in once per page): wait as long
    // as it says, then try again.
    if (response.status() === 429 && attempt <= 3) {
      const seconds = Number(response.headers()['retry-after'] ?? 30) || 30;
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      return post(path, data, attempt + 1);
    }
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return response.json();
  };
  const { userId } = await post('/api/v2/web/user/login', { email, password: DEMO_PASSWORD });
  await post('/api/v2/multifactor-action-code/create-login', { userId });
  const outbox = await request.get(`${origin}/api/dev/outbox?to=${encodeURIComponent(email)}`);
  const code = (await outbox.json()).messages.find((message) => message.code)?.code;
  if (!code) throw new Error(`No code in the outbox for ${email}`);
  await post('/api/v2/web/user/verify-2FA', { userId, code, method: 'EMAIL' });
}
