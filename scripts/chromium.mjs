// Debian's Chromium as every script here drives it: where it is and the flags it runs with
// on these machines (no sandbox, no GPU, nothing fetched in the background).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
