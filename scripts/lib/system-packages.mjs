// Installs a Debian package the tests need when it is missing: through apt-get when running as
// root, otherwise with a message that names the package, since only root can install it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

let aptUpdated = false;

export function ensureDebianPackage({ name, probe, purpose }) {
  if (existsSync(probe)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${purpose} needs Debian's "${name}" package (${probe} is missing). Install it with: sudo apt-get install -y ${name}`,
    );
    return false;
  }
  console.log(`Installing Debian's ${name} for ${purpose}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    aptUpdated = true;
  }
  const result = spawnSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env });
  return result.status === 0 && existsSync(probe);
}
