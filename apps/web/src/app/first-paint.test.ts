// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Each test opens its page afresh: whether the frame is drawn and the session's state are
// module state, as they are once per page in the browser.
async function openPage(path: string, withSession: boolean) {
  vi.resetModules();
  window.history.replaceState(null, '', `/client${path}`);
  document.cookie = `outlay_session=${withSession ? '1' : ''}; path=/`;
  const firstPaint = await import('./first-paint');
  const frame = await import('./shell/frame-shown');
  const { sessionStore } = await import('@/session/session-store');
  return { ...firstPaint, ...frame, sessionStore };
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.stubEnv('BASE_URL', '/client/');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('waits on a signed-in page until its frame is drawn', async () => {
    const page = await openPage('/dashboard', true);
    const task = vi.fn();
    page.afterFirstPaint(task);
    page.sessionStore.signIn('token');
    expect(task).not.toHaveBeenCalled();
    page.markFrameShown();
    expect(task).toHaveBeenCalledTimes(1);
    page.sessionStore.signOut();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs when the session turns out to be over and the frame will never be drawn', async () => {
    const page = await openPage('/cards', true);
    const task = vi.fn();
    page.afterFirstPaint(task);
    expect(task).not.toHaveBeenCalled();
    page.sessionStore.signOut();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once on the sign-in form and on other public pages', async () => {
    for (const [path, withSession] of [
      ['/login', false],
      ['/dashboard', false],
      ['/health-check', true],
    ] as const) {
      const page = await openPage(path, withSession);
      const task = vi.fn();
      page.afterFirstPaint(task);
      expect(task, path).toHaveBeenCalledTimes(1);
    }
  });

  it('runs at once when asked after the frame is drawn', async () => {
    const page = await openPage('/dashboard', true);
    page.markFrameShown();
    const task = vi.fn();
    page.afterFirstPaint(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', async () => {
    const page = await openPage('/dashboard', true);
    const task = vi.fn();
    page.afterFirstPaint(task)();
    page.markFrameShown();
    expect(task).not.toHaveBeenCalled();
  });
});
