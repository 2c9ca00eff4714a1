// The engines smoke (npm run test:engines, after the Chromium e2e, on the dist/ it built): the built site under a
// sub-path in Firefox ESR and in WebKitGTK at once, one page each, the checks of checks.ts. Prints each engine's version
// and each step's time; exits non-zero naming the engine and the check that failed. Nothing downloads a browser:
// both come from Debian (.ci/run installs them).
import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { serveStatic } from '../serve-static.ts';
import { freePort } from '../free-port.ts';
import { RECORDER, runChecks } from './checks.ts';
import type { Driver } from './driver.ts';
import { startFirefox } from './firefox-bidi.ts';
import { startWebKit } from './webkit-webdriver.ts';

const SUB_PATH = '/some/sub/';
const ENGINES: Record<string, () => Promise<Driver>> = { firefox: startFirefox, webkit: startWebKit };
// ENGINES=firefox (or webkit) runs one.
const chosen = (process.env.ENGINES ?? 'firefox,webkit').split(',');

if (!existsSync('dist/index.html')) throw new Error('engines smoke: no dist/ (vite build first)');
const packages = execFileSync('dpkg-query', ['-W', '-f', '${Package} ${Version}\\n', 'firefox-esr', 'libwebkit2gtk-4.1-0'], { encoding: 'utf8' });
console.log(`engines smoke: Debian packages ${packages.trim().replaceAll('\n', ', ')}`);

/** One engine's whole smoke on a server of its own (the last check stops it); its lines, and whether it passed. */
async function smoke(name: string): Promise<{ lines: string[]; passed: boolean }> {
  const start = ENGINES[name];
  if (!start) throw new Error(`engines smoke: no engine "${name}" (firefox, webkit)`);
  const began = Date.now();
  const lines: string[] = [];
  const port = await freePort();
  const server: Server = await serveStatic({
    root: 'dist',
    subPath: SUB_PATH,
    port,
    mounts: [{ name: 'models', root: 'tests/fixtures/models' }],
    injectHead: RECORDER,
  });
  const stopServer = async () => {
    await new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    });
  };
  let driver: Driver | undefined;
  try {
    driver = await start();
    lines.push(`${driver.engine} ${driver.version}: started in ${((Date.now() - began) / 1000).toFixed(1)} s`);
    for (const { step, ms, note } of await runChecks(driver, `http://localhost:${port}${SUB_PATH}`, stopServer)) {
      lines.push(`  ${(ms / 1000).toFixed(1).padStart(5)} s  ${step}${note ? ` — ${note}` : ''}`);
    }
    lines.push(`${driver.engine}: every check passed in ${((Date.now() - began) / 1000).toFixed(1)} s`);
    return { lines, passed: true };
  } catch (error) {
    lines.push(`engines smoke FAILED: ${error instanceof Error ? error.message : String(error)}`);
    return { lines, passed: false };
  } finally {
    await driver?.close();
    if (server.listening) await stopServer();
  }
}

// The engines side by side: each spends much of its time waiting on its own page (the worker's install, the
// reloads), so together they take little more than the slower one alone.
const began = Date.now();
const results = await Promise.all(chosen.map(smoke));
for (const { lines, passed } of results) (passed ? console.log : console.error)(lines.join('\n'));
console.log(`engines smoke: ${((Date.now() - began) / 1000).toFixed(1)} s for ${chosen.join(' and ')}, side by side`);
process.exit(results.every((r) => r.passed) ? 0 : 1);
