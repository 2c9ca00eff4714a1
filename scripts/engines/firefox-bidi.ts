// Debian's Firefox ESR driven over WebDriver BiDi with no driver package: the protocol is JSON over one WebSocket, and
// the smoke needs five commands. Playwright 1.65's moz-firefox channel fails on ESR 153 (it sends
// emulation.setMediaFeaturesOverride, which ESR 153 does not know); puppeteer-core's last release for Node 20
// (24.43.1) would be a dependency for the same five commands. Node 20 has WebSocket behind --experimental-websocket.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { firefoxPath } from '../system-browsers.ts';
import type { Driver } from './driver.ts';

/** The WebSocket address Firefox prints once its BiDi server listens, or undefined if `stderr` has not shown it yet. */
export function bidiAddress(stderr: string): string | undefined {
  return /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(stderr)?.[1];
}

interface Reply {
  id?: number;
  type: 'success' | 'error' | 'event';
  result?: Record<string, unknown>;
  error?: string;
  message?: string;
}

export async function startFirefox(): Promise<Driver> {
  if (typeof WebSocket === 'undefined') throw new Error('Firefox: this Node has no WebSocket (Node 20 needs --experimental-websocket)');
  const profile = await mkdtemp(join(tmpdir(), 'engines-firefox-'));
  // The remote agent applies its recommended automation prefs itself (no updates, no telemetry, no first-run page).
  await writeFile(join(profile, 'user.js'), 'user_pref("browser.shell.checkDefaultBrowser", false);\n');
  const child = spawn(firefoxPath(), ['--headless', '--no-remote', '--remote-debugging-port=0', '--profile', profile], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' },
  });
  const address = await new Promise<string>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`Firefox: no BiDi address within 30 s (${stderr.slice(-400)})`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const found = bidiAddress(stderr);
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    child.once('exit', (code) => reject(new Error(`Firefox exited (${code}) before it listened: ${stderr.slice(-400)}`)));
  });
  const socket = new WebSocket(`${address}/session`);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error(`Firefox: cannot connect to ${address}`));
  });
  let next = 0;
  const waiting = new Map<number, (reply: Reply) => void>();
  socket.onmessage = (event) => {
    const reply = JSON.parse(String(event.data)) as Reply;
    if (reply.id !== undefined) waiting.get(reply.id)?.(reply);
  };
  const send = (method: string, params: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, (reply) => {
        waiting.delete(id);
        if (reply.type === 'success') resolve(reply.result ?? {});
        else reject(new Error(`${method}: ${reply.error}: ${reply.message}`));
      });
      socket.send(JSON.stringify({ id, method, params }));
    });

  const session = await send('session.new', { capabilities: {} });
  const version = String((session.capabilities as Record<string, unknown>).browserVersion);
  const tree = (await send('browsingContext.getTree', {})) as { contexts: { context: string }[] };
  const context = tree.contexts[0]!.context;
  return {
    engine: 'Firefox',
    version,
    goto: async (url) => void (await send('browsingContext.navigate', { context, url, wait: 'complete' })),
    run: async <T>(fn: string, arg?: unknown) => {
      const reply = (await send('script.callFunction', {
        functionDeclaration: `async function (a) { const r = await (${fn})(JSON.parse(a)); return JSON.stringify(r === undefined ? null : r); }`,
        arguments: [{ type: 'string', value: JSON.stringify(arg ?? null) }],
        awaitPromise: true,
        target: { context },
      })) as { type: string; result?: { value: string }; exceptionDetails?: { text: string } };
      if (reply.type === 'exception') throw new Error(reply.exceptionDetails?.text ?? 'exception in the page');
      return JSON.parse(reply.result!.value) as T;
    },
    size: async (width, height) => void (await send('browsingContext.setViewport', { context, viewport: { width, height } })),
    reload: async () => void (await send('browsingContext.reload', { context, wait: 'complete' })),
    close: async () => {
      await send('browser.close', {}).catch(() => undefined);
      socket.close();
      await stop(child);
      await rm(profile, { recursive: true, force: true });
    },
  };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
