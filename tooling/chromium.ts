import { existsSync } from 'node:fs';
import { chromiumArgs, chromiumExecutablePath } from './chromium-args.mjs';

export { chromiumArgs, chromiumExecutablePath };

export function chromiumLaunchOptions() {
  if (!existsSync(chromiumExecutablePath)) {
    throw new Error(
      `Chromium not found at ${chromiumExecutablePath}. Install Debian's "chromium" package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return { executablePath: chromiumExecutablePath, args: [...chromiumArgs], headless: true };
}
