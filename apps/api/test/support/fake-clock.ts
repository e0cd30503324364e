import type { Clock } from '../../src/clock.js';

/** A clock that only moves when a test moves it. */
export class FakeClock implements Clock {
  private current: number;

  constructor(start = new Date('2026-03-02T10:00:00.000Z')) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  advanceSeconds(seconds: number): void {
    this.advance(seconds * 1000);
  }
}
