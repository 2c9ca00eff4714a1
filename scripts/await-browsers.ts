// npm test's first phase, beside the check, the unit tests and the build: the browsers the second phase drives are
// there before it begins. In CI (.ci/run) they are being installed from Debian meanwhile: BROWSERS_INSTALL_STATUS
// names the file the install writes its exit status to when it ends (BROWSERS_INSTALL_LOG, its output), and this
// waits for it, so the install costs no time of its own. Elsewhere nothing is installing them, so this runs the same
// installer (install-browsers.sh) for the missing ones: it installs them as root or through sudo without a password,
// and anywhere else says the command to run; what is still missing then fails here, each with its Debian package.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { missingBrowsers } from './system-browsers.ts';

const WAIT_MS = 15 * 60_000;
/** install-browsers.sh's exit status where it cannot install (no root, no sudo without a password, no apt-get). */
const CANNOT_INSTALL = 3;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(0);

const statusFile = process.env.BROWSERS_INSTALL_STATUS;
if (statusFile) {
  const began = Date.now();
  while (!existsSync(statusFile)) {
    if (Date.now() - began > WAIT_MS) fail(`The browsers' install did not end within ${WAIT_MS / 60_000} minutes.`);
    await sleep(500);
  }
  const status = readFileSync(statusFile, 'utf8').trim();
  if (status !== '0') {
    const log = process.env.BROWSERS_INSTALL_LOG;
    if (log && existsSync(log)) console.error(readFileSync(log, 'utf8'));
    fail(`Installing the browsers from Debian failed (exit status ${status}).`);
  }
  console.log(`The browsers' install ended ${seconds(began)} s after the first phase began.`);
}

const onPath = (program: string) => (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, program)));
let missing = missingBrowsers(onPath);
let howTo = '';
if (missing.length > 0 && !statusFile) {
  const began = Date.now();
  console.log('Browsers are missing: installing them from Debian (scripts/install-browsers.sh)…');
  // Its output is apt's, thousands of lines: kept, and shown only when it failed.
  const install = spawnSync('bash', [join(import.meta.dirname, 'install-browsers.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
  if (install.status === CANNOT_INSTALL) howTo = `\n${install.stderr.trim()}`;
  else if (install.status !== 0) {
    console.error(install.stdout + install.stderr);
    fail(`Installing the browsers from Debian failed (exit status ${install.status ?? install.signal}).`);
  } else console.log(`The browsers' install ended after ${seconds(began)} s.`);
  missing = missingBrowsers(onPath);
}
if (missing.length > 0) fail(`npm test drives browsers this machine does not have:\n${missing.map((m) => `  - ${m}`).join('\n')}${howTo}`);
