// Where the server's time goes under load: a summary of the V8 CPU profile that
// `node --cpu-prof` writes (BENCH_CPU_PROFILE=1), by function and by package or server folder.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Frames that are not running code: waiting for I/O, or the profiler's own bookkeeping. */
const IDLE = new Set(['(idle)', '(root)']);

/** Who a frame belongs to: an npm package, a folder of the server, node itself, or V8. */
function ownerOf(url: string, name: string): string {
  if (url === '') return name.startsWith('(') ? name : 'V8 built-ins';
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg?.[1]) return pkg[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[1] ?? url.slice(5)}`;
  const server = /apps\/api\/(src|bench)\/([^/]+)/.exec(url);
  if (server) return server[1] === 'src' ? `server ${server[2]?.replace(/\.ts$/, '')}` : 'bench';
  return url;
}

function place(frame: ProfileNode['callFrame']): string {
  const file = frame.url.replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '');
  const short = file.replace(/^file:\/\/.*\/apps\/api\//, '');
  return `${frame.functionName || '(anonymous)'} ${short}:${frame.lineNumber + 1}`;
}

const percent = (part: number, whole: number) =>
  `${((100 * part) / whole).toFixed(1)}%`.padStart(6);

function table(title: string, rows: Map<string, number>, whole: number, limit: number) {
  const sorted = [...rows].sort((a, b) => b[1] - a[1]).slice(0, limit);
  console.log(`  ${title}`);
  for (const [name, time] of sorted) console.log(`    ${percent(time, whole)}  ${name}`);
}

/**
 * Prints the busy time of the newest profile in `dir` from `fromMicros` on (the profile's
 * clock is the monotonic one that `process.hrtime` reads, so the warm-up can be left out).
 */
export function summariseProfile(dir: string, fromMicros = 0, limit = 14) {
  // CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile: thread 0 is the server's; tsx's module
  // loader has a thread of its own.
  const file = readdirSync(dir)
    .filter((name) => /\.0\.\d+\.cpuprofile$/.test(name))
    .sort()
    .at(-1);
  if (file === undefined) {
    console.log(`  (no CPU profile in ${dir})`);
    return;
  }
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);

  const self = new Map<string, number>();
  const owners = new Map<string, number>();
  const serverInclusive = new Map<string, number>();
  let busy = 0;
  let time = profile.startTime;
  profile.samples.forEach((sample, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    const node = byId.get(sample);
    if (!node || time < fromMicros || IDLE.has(node.callFrame.functionName)) return;
    busy += delta;
    const frame = node.callFrame;
    self.set(place(frame), (self.get(place(frame)) ?? 0) + delta);
    const owner = ownerOf(frame.url, frame.functionName);
    owners.set(owner, (owners.get(owner) ?? 0) + delta);
    // Each server function once per sample, however deep the recursion: its whole share.
    const seen = new Set<string>();
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const ancestor = byId.get(id)?.callFrame;
      if (ancestor && /apps\/api\/src\//.test(ancestor.url)) seen.add(place(ancestor));
    }
    for (const name of seen) serverInclusive.set(name, (serverInclusive.get(name) ?? 0) + delta);
  });
  console.log(`  CPU profile ${join(dir, file)}: ${(busy / 1e6).toFixed(1)} s busy while measured`);
  table('busy time by owner (self time):', owners, busy, limit);
  table('functions by self time:', self, busy, limit);
  table('server functions by total time (with what they call):', serverInclusive, busy, limit);
}
