// CPU time per process while the list call is measured (Linux's /proc), so the figures say
// where a request's time goes: the server, the database server, or the load generator that
// shares the machine's cores with them.
import { readFileSync, readdirSync } from 'node:fs';

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const TICKS_PER_SECOND = 100;

/** User and system (kernel) CPU ticks of a process. */
function ticksOf(pid: number): [number, number] {
  try {
    // The command name may hold spaces; the fields after its closing parenthesis do not.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are the 14th and 15th fields, the 12th and 13th after the name.
    return [Number(fields[11]), Number(fields[12])];
  } catch {
    return [0, 0];
  }
}

function processes(): { pid: number; ppid: number; command: string }[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return pids.flatMap((name) => {
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      return [{ pid: Number(name), ppid: Number(fields[1]), command }];
    } catch {
      return [];
    }
  });
}

/** The PostgreSQL server listening on `port` and its backends, when it runs on this machine. */
export function postgresProcesses(port: number): () => number[] {
  return () => {
    const all = processes();
    const postmaster = all.find(
      (row) => /postgres/.test(row.command) && row.command.includes(`-p ${port} `),
    );
    if (!postmaster) return [];
    return [postmaster.pid, ...all.filter((row) => row.ppid === postmaster.pid).map((r) => r.pid)];
  };
}

export interface CpuSeconds {
  user: number;
  system: number;
}

/** Sums CPU seconds of named groups of processes over the spans between start and stop. */
export class CpuMeter {
  private readonly totals = new Map<string, CpuSeconds>();
  private started = new Map<string, Map<number, [number, number]>>();
  private selfStarted = process.cpuUsage();

  constructor(private readonly groups: Record<string, () => number[]>) {}

  start() {
    this.started = new Map(
      Object.entries(this.groups).map(([name, pids]) => [
        name,
        new Map(pids().map((pid) => [pid, ticksOf(pid)])),
      ]),
    );
    this.selfStarted = process.cpuUsage();
  }

  stop() {
    for (const [name, pids] of this.started) {
      let [user, system] = [0, 0];
      for (const [pid, [fromUser, fromSystem]] of pids) {
        const [toUser, toSystem] = ticksOf(pid);
        user += toUser - fromUser;
        system += toSystem - fromSystem;
      }
      this.add(name, { user: user / TICKS_PER_SECOND, system: system / TICKS_PER_SECOND });
    }
    const usage = process.cpuUsage(this.selfStarted);
    this.add('load generator', { user: usage.user / 1e6, system: usage.system / 1e6 });
  }

  private add(name: string, seconds: CpuSeconds) {
    const total = this.totals.get(name) ?? { user: 0, system: 0 };
    this.totals.set(name, {
      user: total.user + seconds.user,
      system: total.system + seconds.system,
    });
  }

  /** CPU seconds of each group over every span. */
  seconds(): Map<string, CpuSeconds> {
    return this.totals;
  }
}
