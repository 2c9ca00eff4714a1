// The browsers the tests drive, every one from the system (Debian's packages; nothing downloads a browser): where
// each is looked for, in one place for the Playwright config, the engines smoke and npm test's check that they are
// there (await-browsers.ts). Each path can be overridden by its environment variable.
import { existsSync } from 'node:fs';

/**
 * Chromium for the end-to-end suite: CHROMIUM_PATH, else Debian's headless shell, else its full browser
 * (playwright.config.ts says why the shell comes first).
 */
export function chromiumPath(): string | undefined {
  return process.env.CHROMIUM_PATH || ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));
}

export const firefoxPath = (): string => process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const miniBrowserPath = (): string => process.env.MINIBROWSER_PATH || '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** What is missing, each with the Debian package that brings it; empty when every browser is there. */
export function missingBrowsers(onPath: (program: string) => boolean): string[] {
  const missing: string[] = [];
  const chromium = chromiumPath();
  if (!chromium || !existsSync(chromium)) missing.push('Chromium (apt-get install chromium chromium-headless-shell, or CHROMIUM_PATH)');
  if (!existsSync(firefoxPath())) missing.push(`Firefox ESR at ${firefoxPath()} (apt-get install firefox-esr, or FIREFOX_PATH)`);
  if (!existsSync(miniBrowserPath())) missing.push(`WebKitGTK's MiniBrowser at ${miniBrowserPath()} (apt-get install webkit2gtk-driver, or MINIBROWSER_PATH)`);
  if (!onPath('WebKitWebDriver')) missing.push('WebKitWebDriver on the PATH (apt-get install webkit2gtk-driver)');
  if (!onPath('xvfb-run')) missing.push('xvfb-run on the PATH (apt-get install xvfb)');
  return missing;
}
