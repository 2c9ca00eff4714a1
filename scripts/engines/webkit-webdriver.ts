// Debian's WebKitGTK (MiniBrowser, from libwebkit2gtk-4.1-0) driven through WebKitWebDriver, which speaks only
// classic W3C WebDriver: a few HTTP calls with fetch, no driver package. MiniBrowser has no headless mode, so the
// driver runs under xvfb-run, which gives it (and the browser it starts) a virtual display of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../free-port.ts';
import { miniBrowserPath } from '../system-browsers.ts';
import type { Driver } from './driver.ts';

export async function startWebKit(): Promise<Driver> {
  const port = await freePort();
  // Its own process group, so that stopping it stops Xvfb and the browser with it.
  const child = spawn('xvfb-run', ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
    // As root (CI) the browser's bubblewrap sandbox cannot start.
    env: { ...process.env, WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: '1' },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const until = Date.now() + 30_000;
    while (!(await fetch(`${base}/status`).then((r) => r.ok, () => false))) {
      if (Date.now() > until || child.exitCode !== null) throw new Error('WebKit: WebKitWebDriver did not answer within 30 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
      const { value } = (await response.json()) as { value: { error?: string; message?: string } & Record<string, unknown> };
      if (!response.ok) throw new Error(`${method} ${path}: ${value.error}: ${value.message}`);
      return value;
    };
    const created = await call('POST', '/session', {
      capabilities: { alwaysMatch: { browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: miniBrowserPath(), args: ['--automation'] } } },
    });
    const session = `/session/${String(created.sessionId)}`;
    const version = String((created.capabilities as Record<string, unknown>).browserVersion);
    await call('POST', `${session}/timeouts`, { script: 60_000, pageLoad: 60_000 });
    const driver: Driver = {
      engine: 'WebKit',
      version,
      goto: async (url) => void (await call('POST', `${session}/url`, { url })),
      run: async <T>(fn: string, arg?: unknown) => {
        const script = `const a = arguments[0], done = arguments[1];
          Promise.resolve().then(() => (${fn})(JSON.parse(a))).then(
            (r) => done(JSON.stringify({ ok: r === undefined ? null : r })),
            (e) => done(JSON.stringify({ error: String((e && e.stack) || e) })));`;
        const reply = JSON.parse(String(await call('POST', `${session}/execute/async`, { script, args: [JSON.stringify(arg ?? null)] }))) as { ok?: T; error?: string };
        if (reply.error !== undefined) throw new Error(reply.error);
        return reply.ok as T;
      },
      // The window's outer size is what WebDriver sets: grow it by what the toolbar and borders take.
      size: async (width, height) => {
        await call('POST', `${session}/window/rect`, { width, height });
        const inner = await driver.run<[number, number]>('() => [innerWidth, innerHeight]');
        await call('POST', `${session}/window/rect`, { width: 2 * width - inner[0], height: 2 * height - inner[1] });
      },
      reload: async () => void (await call('POST', `${session}/refresh`, {})),
      close: async () => {
        await call('DELETE', session).catch(() => undefined);
        await stop(child);
      },
    };
    return driver;
  } catch (error) {
    await stop(child);
    throw error;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
