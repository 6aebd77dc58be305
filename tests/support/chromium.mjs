/**
 * How Debian's Chromium runs here, for the browser tests and the benchmark alike: headless, and with background
 * networking off, because this machine's closed network refuses those connections (docs/toolchain.md#browser-tests).
 */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
