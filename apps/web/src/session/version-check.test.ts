import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startVersionCheck, VERSION_CHECK_INTERVAL_MS, type Versions } from './version-check';

const running: Versions = { appVersion: 'abc123.20260301', backendVersion: '0.0.0+build-7' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(answers: (Versions | Error)[]) {
  const reload = vi.fn();
  const fetchVersions = vi.fn(() => {
    const next = answers.length > 1 ? answers.shift() : answers[0];
    return next instanceof Error || next === undefined
      ? Promise.reject(next ?? new Error('no answer'))
      : Promise.resolve(next);
  });
  const stop = startVersionCheck({ appVersion: running.appVersion, fetchVersions, reload });
  return { reload, fetchVersions, stop };
}

describe('version check', () => {
  it('polls every 300000 ms and leaves the page alone while nothing changed', async () => {
    const { reload, fetchVersions } = start([running]);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersions).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS - 1);
    expect(fetchVersions).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchVersions).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 3);
    expect(fetchVersions).toHaveBeenCalledTimes(5);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once the served app is another version', async () => {
    const { reload } = start([running, { ...running, appVersion: 'def456.20260302' }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads once the backend differs from the one seen at start', async () => {
    const { reload } = start([running, running, { ...running, backendVersion: '0.0.0+build-8' }]);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores a failed poll and a server without a built app (development)', async () => {
    const { reload, fetchVersions } = start([
      new Error('offline'),
      { ...running, appVersion: 'dev' },
      running,
    ]);
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
    expect(fetchVersions).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();
  });

  it('stops polling when stopped', async () => {
    const { fetchVersions, stop } = start([running]);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(VERSION_CHECK_INTERVAL_MS * 2);
    expect(fetchVersions).toHaveBeenCalledTimes(1);
  });
});
