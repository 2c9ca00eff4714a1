// npm test's browsers step (scripts/await-browsers.ts, with system-browsers.ts): it names each missing browser with
// its Debian package; in CI it waits for the background install's status file, then goes on, or prints the
// install's log and fails.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { missingBrowsers } from '../../../scripts/system-browsers.ts';

const scratch = mkdtempSync(join(tmpdir(), 'await-browsers-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

/** Every browser "installed": this very Node binary stands in for each, and a bin folder holds the two programs. */
function installedEnv(): NodeJS.ProcessEnv {
  const bin = join(scratch, 'bin');
  mkdirSync(bin, { recursive: true });
  for (const program of ['WebKitWebDriver', 'xvfb-run']) writeFileSync(join(bin, program), '');
  return { CHROMIUM_PATH: process.execPath, FIREFOX_PATH: process.execPath, MINIBROWSER_PATH: process.execPath, PATH: bin };
}

function awaitBrowsers(env: NodeJS.ProcessEnv): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'scripts/await-browsers.ts'], { env }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code) : 0, out: stdout + stderr }),
    );
  });
}

describe('the browsers npm test drives', () => {
  it('names each one missing with the Debian package that brings it', () => {
    vi.stubEnv('CHROMIUM_PATH', join(scratch, 'no-chromium'));
    vi.stubEnv('FIREFOX_PATH', process.execPath);
    vi.stubEnv('MINIBROWSER_PATH', join(scratch, 'no-minibrowser'));
    expect(missingBrowsers((program) => program === 'xvfb-run')).toEqual([
      'Chromium (apt-get install chromium chromium-headless-shell, or CHROMIUM_PATH)',
      `WebKitGTK's MiniBrowser at ${join(scratch, 'no-minibrowser')} (apt-get install webkit2gtk-driver, or MINIBROWSER_PATH)`,
      'WebKitWebDriver on the PATH (apt-get install webkit2gtk-driver)',
    ]);
    expect(missingBrowsers(() => true).filter((m) => m.startsWith('Firefox'))).toEqual([]);
  });

  it('waits for the install CI runs meanwhile, then goes on', async () => {
    const status = join(scratch, 'status-ok');
    setTimeout(() => writeFileSync(status, '0\n'), 1500);
    const { code, out } = await awaitBrowsers({ ...installedEnv(), BROWSERS_INSTALL_STATUS: status });
    expect(out).toMatch(/The browsers' install ended \d+ s after the first phase began/);
    expect(code).toBe(0);
  });

  it('a failed install: its log, and npm test stops there', async () => {
    const status = join(scratch, 'status-failed');
    const log = join(scratch, 'install.log');
    writeFileSync(log, 'E: Unable to locate package firefox-esr\n');
    writeFileSync(status, '100\n');
    const { code, out } = await awaitBrowsers({ ...installedEnv(), BROWSERS_INSTALL_STATUS: status, BROWSERS_INSTALL_LOG: log });
    expect(out).toContain('E: Unable to locate package firefox-esr');
    expect(out).toContain('Installing the browsers from Debian failed (exit status 100).');
    expect(code).toBe(1);
  });
});
