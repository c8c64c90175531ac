// Debian's Chromium, launched the same way by every browser stage: the journeys, bench:web and
// the screenshots. Playwright never downloads a browser here; without the background-networking
// flags Chromium's connections to Google's hosts are refused by the machine's closed network.

/** Debian's Chromium, or the one `CHROMIUM_PATH` names. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Playwright's launch options for it. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
