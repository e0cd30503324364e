import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { version } = require('../package.json') as { version: string };

export function backendVersion(buildId: string): string {
  return `${version}+${buildId}`;
}

/**
 * The served web app's version from `version.json` in its build folder, read on every call so
 * a rebuilt app is noticed without restarting the server; `dev` when there is none.
 */
export async function appVersion(webDist: string): Promise<string> {
  try {
    const parsed: unknown = JSON.parse(await readFile(`${webDist}/version.json`, 'utf8'));
    if (typeof parsed === 'object' && parsed !== null) {
      const record = parsed as Record<string, unknown>;
      const found = record.appVersion ?? record.version;
      if (typeof found === 'string' && found !== '') return found;
    }
  } catch {
    // No build, or a build without a version file: the app is the development one.
  }
  return 'dev';
}
