// npm test's browsers step (scripts/await-browsers.ts, with system-browsers.ts): it names each missing browser with
// its Debian package; in CI it waits for the background install's status file, then goes on, or prints the
// install's log and fails; elsewhere it installs what is missing with CI's installer (scripts/install-browsers.sh)
// as root or through sudo without a password, or says the command to run. Here apt-get, id and sudo are stand-ins
// on the PATH, so nothing is installed.
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

/** The PATH of a machine without the browsers: bash, and stand-ins for id (this uid) and, where given, sudo and apt-get. */
function bareMachine(name: string, uid: number, programs: Record<string, string>): { env: NodeJS.ProcessEnv; dir: string } {
  const dir = join(scratch, name);
  const bin = join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  symlinkSync('/bin/bash', join(bin, 'bash'));
  for (const [program, body] of Object.entries({ id: `echo ${uid}`, ...programs })) {
    writeFileSync(join(bin, program), `#!/bin/bash\n${body}\n`);
    chmodSync(join(bin, program), 0o755);
  }
  const browser = (file: string) => join(dir, file);
  return {
    dir,
    env: { CHROMIUM_PATH: browser('chromium'), FIREFOX_PATH: browser('firefox-esr'), MINIBROWSER_PATH: browser('MiniBrowser'), PATH: bin },
  };
}

/** apt-get's stand-in: writes down each call (after sudo's, where sudo ran it) and "installs" every browser. */
const APT_GET = [
  'echo "${VIA_SUDO:-}apt-get $*" >>"${0%/*}/../apt-get.calls"',
  'if [[ $1 == install ]]; then for f in "$CHROMIUM_PATH" "$FIREFOX_PATH" "$MINIBROWSER_PATH" "${0%/*}/WebKitWebDriver" "${0%/*}/xvfb-run"; do : >"$f"; done; fi',
].join('\n');
const SKIP_DOCS =
  "-o Dpkg::Options::=--path-exclude=/usr/share/man/* -o Dpkg::Options::=--path-exclude=/usr/share/doc/* -o Dpkg::Options::=--path-exclude=/usr/share/locale/*";
const EVERY_PACKAGE = 'chromium fonts-liberation chromium-headless-shell firefox-esr webkit2gtk-driver xvfb';

describe('npm test on a machine without the browsers', () => {
  it('as root, installs the missing ones from Debian as CI does, then goes on', async () => {
    const { env, dir } = bareMachine('root', 0, { 'apt-get': APT_GET });
    const { code, out } = await awaitBrowsers(env);
    expect(readFileSync(join(dir, 'apt-get.calls'), 'utf8')).toBe(
      `apt-get update\napt-get install -y ${SKIP_DOCS} --no-install-recommends ${EVERY_PACKAGE}\n`,
    );
    expect(out).toMatch(/The browsers' install ended after \d+ s/);
    expect(code).toBe(0);
  });

  it('with sudo that asks no password, installs them through it', async () => {
    const sudo = '[[ $1 == -n ]] || exit 1; shift; [[ $1 == true ]] && exit 0; VIA_SUDO="sudo -n " exec "$@"';
    const { env, dir } = bareMachine('sudo', 1000, { sudo, 'apt-get': APT_GET });
    const { code } = await awaitBrowsers(env);
    expect(readFileSync(join(dir, 'apt-get.calls'), 'utf8')).toBe(
      `sudo -n apt-get update\nsudo -n apt-get install -y ${SKIP_DOCS} --no-install-recommends ${EVERY_PACKAGE}\n`,
    );
    expect(code).toBe(0);
  });

  it('without root or such a sudo, fails naming each browser and the exact command to run', async () => {
    const { env, dir } = bareMachine('user', 1000, { sudo: 'exit 1', 'apt-get': APT_GET });
    const { code, out } = await awaitBrowsers(env);
    expect(existsSync(join(dir, 'apt-get.calls'))).toBe(false);
    expect(out).toContain('npm test drives browsers this machine does not have:\n  - Chromium (apt-get install chromium');
    expect(out).toContain(
      "sudo apt-get update && sudo apt-get install -y -o 'Dpkg::Options::=--path-exclude=/usr/share/man/*' -o 'Dpkg::Options::=--path-exclude=/usr/share/doc/*' " +
        `-o 'Dpkg::Options::=--path-exclude=/usr/share/locale/*' --no-install-recommends ${EVERY_PACKAGE}`,
    );
    expect(code).toBe(1);
  });

  it("CI installs with the same script, in the background before npm ci", () => {
    const ci = readFileSync(join(import.meta.dirname, '../../../.ci/run'), 'utf8');
    expect(ci).not.toContain('apt-get');
    expect(ci).toMatch(/\(\n[^)]*bash scripts\/install-browsers\.sh[^)]*\) &\nnpm ci\nnpm test\n$/);
  });
});
