// The page side of `npm run bench -- local-scale`: a blank page on the built site's origin that starts the lab's
// own model worker (the built chunk) and speaks protocol.ts to it directly, so the bench times the lab's real path
// without its UI. The page's helpers are plain JavaScript in a string (tsx would wrap named functions passed to
// page.evaluate in a helper the browser does not have); LabPage is their typed face in Node.
import type { Page } from '@playwright/test';
import type { CallType, Calls } from '../../src/llm/worker/protocol.ts';
import type { BareReply, BareRequest } from './local-scale-bare.ts';

export const PAGE_HTML = '<!doctype html><meta charset="utf-8"><title>local-scale bench</title><p>local-scale bench</p>';

const PAGE_SCRIPT = `
window.lab = (() => {
  const workers = new Map();
  let nextId = 1;
  return {
    start(name, url) {
      const worker = new Worker(url, { type: 'module' });
      const pending = new Map();
      worker.onmessage = (e) => {
        const m = e.data;
        const p = pending.get(m.id);
        if (!p) return;
        if (m.type === 'token') return p.onToken(m);
        if (m.type !== 'reply') return;
        pending.delete(m.id);
        if (m.ok) p.resolve(m.value); else p.reject(new Error(m.error));
      };
      worker.onerror = (e) => {
        for (const p of pending.values()) p.reject(new Error('worker error: ' + (e.message || 'unknown')));
        pending.clear();
      };
      workers.set(name, { worker, pending });
    },
    call(name, type, payload, interruptAfter) {
      const entry = workers.get(name);
      const id = nextId++;
      const started = performance.now();
      let tokensAtInterrupt = null;
      return new Promise((resolve, reject) => {
        entry.pending.set(id, {
          resolve: (value) => resolve({ value, wallMs: performance.now() - started, tokensAtInterrupt }),
          reject,
          onToken: (m) => {
            if (interruptAfter == null || tokensAtInterrupt !== null || m.tokens < interruptAfter) return;
            tokensAtInterrupt = m.tokens;
            entry.worker.postMessage({ id: nextId++, type: 'interrupt' });
          },
        });
        entry.worker.postMessage({ id, type, ...payload });
      });
    },
    stop(name) {
      workers.get(name)?.worker.terminate();
      workers.delete(name);
    },
    bare(url, request) {
      return new Promise((resolve) => {
        const worker = new Worker(url, { type: 'module' });
        worker.onmessage = (e) => { worker.terminate(); resolve(e.data); };
        worker.onerror = (e) => { worker.terminate(); resolve({ ok: false, error: 'bare worker error: ' + (e.message || 'unknown') }); };
        worker.postMessage(request);
      });
    },
  };
})();
`;

export interface Answer<T> {
  value: T;
  /** Request posted to reply received, in the page. */
  wallMs: number;
  /** The token count at which an interrupt was posted, when one was asked for. */
  tokensAtInterrupt: number | null;
}

export class LabPage {
  constructor(private readonly page: Page) {}

  static async open(page: Page, url: string): Promise<LabPage> {
    await page.goto(url);
    await page.evaluate(PAGE_SCRIPT);
    return new LabPage(page);
  }

  crossOriginIsolated(): Promise<boolean> {
    return this.page.evaluate('self.crossOriginIsolated === true') as Promise<boolean>;
  }

  start(name: string, workerUrl: string): Promise<void> {
    return this.page.evaluate(([n, u]) => (window as unknown as { lab: { start(a: string, b: string): void } }).lab.start(n, u), [name, workerUrl] as const);
  }

  stop(name: string): Promise<void> {
    return this.page.evaluate((n) => (window as unknown as { lab: { stop(a: string): void } }).lab.stop(n), name);
  }

  /** One request to a worker; with `interruptAfter`, an interrupt is posted when the token events reach that count. */
  call<T extends CallType>(name: string, type: T, payload: Calls[T]['payload'], interruptAfter?: number): Promise<Answer<Calls[T]['value']>> {
    return this.page.evaluate(
      ([n, t, p, i]) => (window as unknown as { lab: { call(...a: unknown[]): Promise<Answer<Calls[T]['value']>> } }).lab.call(n, t, p, i),
      [name, type, payload, interruptAfter ?? null] as const,
    );
  }

  async bare(workerUrl: string, request: BareRequest): Promise<Extract<BareReply, { ok: true }>['value']> {
    const reply = await this.page.evaluate(
      ([u, r]) => (window as unknown as { lab: { bare(a: string, b: BareRequest): Promise<BareReply> } }).lab.bare(u, r),
      [workerUrl, request] as const,
    );
    if (!reply.ok) throw new Error(reply.error);
    return reply.value;
  }
}
