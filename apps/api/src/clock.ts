/**
 * Every service reads time through a Clock so tests can move time forward (code and token
 * expiry) without waiting. SQL never calls now(): the clock's value is passed as a parameter.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}
