import { describe, expect, it, vi } from 'vitest';
import { heldEvent } from './held-event';

describe('heldEvent', () => {
  it('holds what is sent before the machine starts and delivers it on start', () => {
    const onHeld = vi.fn();
    const hold = heldEvent<string>(onHeld);
    const machine = { send: vi.fn() };

    hold.send('credentials.submitted');
    expect(onHeld).toHaveBeenCalledTimes(1);
    expect(machine.send).not.toHaveBeenCalled();

    hold.start(machine);
    expect(machine.send).toHaveBeenCalledExactlyOnceWith('credentials.submitted');
  });

  it('sends straight to a machine that has already started (a form not yet drawn again)', () => {
    const onHeld = vi.fn();
    const hold = heldEvent<string>(onHeld);
    const machine = { send: vi.fn() };

    hold.start(machine);
    hold.send('credentials.submitted');

    expect(machine.send).toHaveBeenCalledExactlyOnceWith('credentials.submitted');
    expect(onHeld).not.toHaveBeenCalled();
  });

  it('holds again once the machine has stopped, for the next one', () => {
    const hold = heldEvent<string>(vi.fn());
    const first = { send: vi.fn() };
    const second = { send: vi.fn() };

    hold.start(first);
    hold.start(null);
    hold.send('credentials.submitted');
    expect(first.send).not.toHaveBeenCalled();

    hold.start(second);
    expect(second.send).toHaveBeenCalledExactlyOnceWith('credentials.submitted');
  });
});
