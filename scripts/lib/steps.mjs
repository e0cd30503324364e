// Small helpers shared by the set-up scripts: timed, named steps with a clear failure line.
export function assertNodeVersion() {
  const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Outlay needs Node.js 20.19 or newer; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

/** Runs a named step; returns true when it passed. */
export function runStep(name, run) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const status = run();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`✖ ${name} failed (exit ${status}, ${seconds}s)`);
    return false;
  }
  console.log(`✔ ${name} (${seconds}s)`);
  return true;
}

/** Runs a named step the rest depends on; exits the process when it fails. */
export function step(name, run) {
  if (!runStep(name, run)) process.exit(1);
}
