// Our own lock rather than proper-lockfile: that library judges a lock stale by its age (an
// mtime it refreshes), so after a crash a restart is refused until the lock ages out, and a
// live holder that stalls past the age loses it. PGlite's folder needs the holder itself to
// decide: the lock names its process (pid and start), so a crashed server's lock is free at
// once and a live one never is.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** What a lock file records: who holds it, and which process that pid was at the time. */
interface LockOwner {
  pid: number;
  /** The process's start, as the system tells it (undefined where it cannot). */
  started: string | undefined;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function ps(pid: number, field: string): string | undefined {
  try {
    const out = execFileSync('ps', ['-o', `${field}=`, '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return out === '' ? undefined : out;
  } catch {
    return undefined;
  }
}

/**
 * When a process started, as a text that is the same for the same process and differs for
 * another that later got its pid: on Linux the start tick and the boot, elsewhere what `ps`
 * says. Undefined when the system does not tell (the lock is then trusted as before).
 */
export function processStart(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat !== undefined) {
    // Fields after "(comm) ": state is the 3rd field of the line, starttime the 22nd.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const bootId = readText('/proc/sys/kernel/random/boot_id')?.trim() ?? '';
    const startTick = fields[19];
    if (startTick !== undefined) return `linux:${bootId}:${startTick}`;
  }
  const started = ps(pid, 'lstart');
  return started === undefined ? undefined : `ps:${started}`;
}

/** The command line of a process, where the system tells it. */
function commandLine(pid: number): string | undefined {
  const cmdline = readText(`/proc/${pid}/cmdline`);
  if (cmdline !== undefined) return cmdline.split('\0').join(' ');
  return ps(pid, 'command');
}

/** Lock files before the start was recorded held the pid alone. */
function readOwner(text: string): LockOwner | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), started: undefined };
  try {
    const parsed = JSON.parse(trimmed) as { pid?: unknown; started?: unknown };
    if (typeof parsed.pid !== 'number' || !Number.isInteger(parsed.pid) || parsed.pid <= 0) {
      return undefined;
    }
    return {
      pid: parsed.pid,
      started: typeof parsed.started === 'string' ? parsed.started : undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * Whether the process a lock names still holds it. A pid alone is not enough: after a crash
 * and a restart of the machine (or a container), the pid of the server that died often
 * belongs to some other program, and the folder would stay locked for good. The process must
 * be the one that wrote the lock (same start), or, for an older lock without its start, look
 * like an Outlay server.
 */
function holdsLock(owner: LockOwner, recorded: boolean): boolean {
  if (owner.pid === process.pid || !isRunning(owner.pid)) return false;
  if (recorded && owner.started !== undefined) {
    const now = processStart(owner.pid);
    return now === undefined || now === owner.started;
  }
  const command = commandLine(owner.pid);
  return command === undefined || /outlay|src\/main\.|src\/db\/reset\./i.test(command);
}

/**
 * PGlite does not stop a second process from opening the same folder, and two would corrupt
 * it. A lock file naming the owner (its pid and when it started) does; a lock left by a
 * process that died, or whose pid now belongs to another program, is taken over. Answers the
 * release function.
 */
export function lockDirectory(dir: string, purpose: string): () => void {
  const file = `${dir}.lock`;
  const mine = JSON.stringify({ pid: process.pid, started: processStart(process.pid) });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const text = readText(file) ?? '';
      const owner = readOwner(text);
      if (owner && holdsLock(owner, text.trim().startsWith('{'))) {
        throw new Error(
          `${purpose} at ${dir} is in use by process ${owner.pid} (another Outlay server?). Stop it first, or set OUTLAY_DATA_DIR to another folder. (If no such server runs, delete ${file}.)`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}
