// npm test's first phase, beside the check, the unit tests and the build: the browsers the second phase drives are
// there, or it fails at once saying which are missing and which Debian package brings each. In CI (.ci/run) they
// are being installed from Debian meanwhile: BROWSERS_INSTALL_STATUS names the file the install writes its exit
// status to when it ends (BROWSERS_INSTALL_LOG, its output), and this waits for it, so the install costs no time
// of its own.
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { missingBrowsers } from './system-browsers.ts';

const WAIT_MS = 15 * 60_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

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
  console.log(`The browsers' install ended ${((Date.now() - began) / 1000).toFixed(0)} s after the first phase began.`);
}

const onPath = (program: string) => (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, program)));
const missing = missingBrowsers(onPath);
if (missing.length > 0) fail(`npm test drives browsers this machine does not have:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
