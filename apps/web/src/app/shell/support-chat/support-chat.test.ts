import { describe, expect, it, vi } from 'vitest';
import { afterWaitWithRetries } from './retry';
import { supportChatCountryOf } from './support-country';

describe('who is offered the support chat', () => {
  it.each([
    ['America/Mexico_City', 'MX'],
    ['America/Tijuana', 'MX'],
    ['America/Bogota', 'CO'],
    ['America/Santiago', 'CL'],
    ['America/Lima', 'PE'],
    ['America/New_York', null],
    ['America/Sao_Paulo', null],
    ['Europe/London', null],
    ['America/Winnipeg', null],
    [undefined, null],
  ])('%s maps to %s', (zone, country) => {
    expect(supportChatCountryOf(zone)).toBe(country);
  });
});

describe('the user lookup update: a 30 s wait, then up to 3 retries (spec part 1 §7, §9)', () => {
  const sleep = vi.fn(() => Promise.resolve());

  it('waits before the first try', async () => {
    sleep.mockClear();
    const task = vi.fn(() => Promise.resolve('ok'));
    await expect(afterWaitWithRetries(task, { waitMs: 30_000, retries: 3, sleep })).resolves.toBe(
      'ok',
    );
    expect(sleep.mock.calls).toEqual([[30_000]]);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('retries after a failure, waiting each time', async () => {
    sleep.mockClear();
    const task = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue('ok');
    await expect(afterWaitWithRetries(task, { waitMs: 30_000, retries: 3, sleep })).resolves.toBe(
      'ok',
    );
    expect(task).toHaveBeenCalledTimes(3);
    expect(sleep).toHaveBeenCalledTimes(3);
  });

  it('gives up after the third retry', async () => {
    sleep.mockClear();
    const task = vi.fn(() => Promise.reject(new Error('down')));
    await expect(afterWaitWithRetries(task, { waitMs: 30_000, retries: 3, sleep })).rejects.toThrow(
      'down',
    );
    expect(task).toHaveBeenCalledTimes(4);
  });
});
