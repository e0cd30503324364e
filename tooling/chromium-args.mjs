// Debian's Chromium, launched the way this machine allows: a tool's own browser download
// fails here, and without the background-networking flags Chromium keeps dialling out.
// Plain JavaScript so the Node scripts (bench:lighthouse) share it with Playwright's config.
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
