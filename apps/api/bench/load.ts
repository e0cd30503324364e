// Load and timing: autocannon runs, alternating rounds against the hello-world, first reads.
import autocannon from 'autocannon';

const ROUNDS = 5;
export const CONNECTIONS = 10;

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error: unknown, result) => {
      if (error) reject(error instanceof Error ? error : new Error('autocannon failed'));
      else resolve(result);
    });
  });
}

/**
 * One timed run (CONNECTIONS unless `options` says); any failed answer spoils the figures,
 * so it stops the bench.
 */
export async function run(name: string, options: autocannon.Options, seconds: number) {
  const result = await load({ connections: CONNECTIONS, ...options, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return result;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export interface Comparison {
  list: number;
  /** The list call as a browser asks for it (compressed), when measured. */
  browser?: { list: number; ratio: number; p50: number; p99: number };
  bare: number;
  ratio: number;
  p50: number;
  p99: number;
  rounds: string;
  /** Answers over the measured rounds. */
  requests: { list: number; bare: number };
}

interface Span {
  start(): void;
  stop(): void;
}

export interface RoundHooks {
  /** After the warm-up, before the first measured round. */
  measuring?: () => void;
  /** Around each measured round of the list call, and of the hello-world. */
  list?: Span;
  bare?: Span;
}

/**
 * The two servers in alternating rounds, so a change in what else the machine is doing falls
 * on both alike: each round's ratio compares runs made seconds apart, and the median round
 * is reported.
 */
export async function compare(
  list: autocannon.Options,
  bare: autocannon.Options,
  seconds: number,
  hooks: RoundHooks = {},
  browser?: autocannon.Options,
): Promise<Comparison> {
  // A short warm-up first: JIT, caches and the database's buffers, as on a server that has
  // been up.
  await run('list', list, 3);
  await run('hello', bare, 3);
  if (browser) await run('list (browser)', browser, 3);
  hooks.measuring?.();
  const rounds: {
    list: autocannon.Result;
    bare: autocannon.Result;
    browser?: autocannon.Result;
  }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    hooks.list?.start();
    const listRound = await run('list', list, seconds / ROUNDS);
    hooks.list?.stop();
    hooks.bare?.start();
    const bareRound = await run('hello', bare, seconds / ROUNDS);
    hooks.bare?.stop();
    const browserRound = browser
      ? await run('list (browser)', browser, seconds / ROUNDS)
      : undefined;
    rounds.push({ list: listRound, bare: bareRound, browser: browserRound });
  }
  const browserRounds = rounds.flatMap((round) =>
    round.browser ? [{ list: round.browser, bare: round.bare }] : [],
  );
  return {
    list: median(rounds.map((round) => round.list.requests.average)),
    bare: median(rounds.map((round) => round.bare.requests.average)),
    ratio: median(rounds.map((round) => round.list.requests.average / round.bare.requests.average)),
    p50: median(rounds.map((round) => round.list.latency.p50)),
    p99: median(rounds.map((round) => round.list.latency.p99)),
    browser:
      browserRounds.length === 0
        ? undefined
        : {
            list: median(browserRounds.map((round) => round.list.requests.average)),
            ratio: median(
              browserRounds.map(
                (round) => round.list.requests.average / round.bare.requests.average,
              ),
            ),
            p50: median(browserRounds.map((round) => round.list.latency.p50)),
            p99: median(browserRounds.map((round) => round.list.latency.p99)),
          },
    rounds: `${ROUNDS} alternating rounds of ${seconds / ROUNDS} s, median round`,
    requests: {
      list: rounds.reduce((sum, round) => sum + round.list.requests.total, 0),
      bare: rounds.reduce((sum, round) => sum + round.bare.requests.total, 0),
    },
  };
}

/**
 * The list call when nothing is kept yet: one request at a time, each for a page no earlier
 * request asked for, timed end to end.
 */
export async function firstReads(
  url: string,
  headers: Record<string, string>,
  bodies: readonly object[],
) {
  const times: number[] = [];
  for (const body of bodies) {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`first reads: ${response.status}`);
    times.push(performance.now() - started);
  }
  const sorted = times.sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return { count: sorted.length, p50: at(0.5), p99: at(0.99) };
}
