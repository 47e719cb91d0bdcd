// Debian's Chromium as the browser tests and the benches launch it (plain JavaScript: the benches run under node).

/** Debian's Chromium, when CHROMIUM_PATH names no other. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Chromium without the sandbox and without what would add requests or work of its own to a run. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
