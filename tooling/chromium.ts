// Debian's Chromium, launched the way this machine allows: a tool's own browser download
// fails here, and without the background-networking flags Chromium keeps dialling out.
import { existsSync } from 'node:fs';

export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export function chromiumLaunchOptions() {
  if (!existsSync(chromiumExecutablePath)) {
    throw new Error(
      `Chromium not found at ${chromiumExecutablePath}. Install Debian's "chromium" package (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  return { executablePath: chromiumExecutablePath, args: chromiumArgs, headless: true };
}
