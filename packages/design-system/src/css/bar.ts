import { vars } from '../themes/vars.css';

/** A bar's rounded track, its fills laid in a row from the start (ProgressBar, StackedBar). */
export function barTrack(height: string) {
  return {
    display: 'flex',
    height,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.background.track,
  } as const;
}

/** One class per colour, each filling its element with it. */
export function fills<Name extends string>(colors: Record<Name, string>) {
  return Object.fromEntries(
    Object.entries<string>(colors).map(([name, color]) => [name, { backgroundColor: color }]),
  ) as Record<Name, { backgroundColor: string }>;
}
