// The page's o200k_base counter: every count is made in the counting worker (token-worker.ts) and arrives a
// moment later; the encoder's upper bound is known at once. A worker that cannot start, fails to load the encoder
// or crashes rejects the counts it holds, saying why (the runs then say their counts are not counted); a count asked
// for soon after is refused at once for the same reason, and a later one starts a new worker (the network may be back).
import { o200kUpperBound, type AsyncCounter } from '../core/tokens/index.ts';
import type { CountRequest, TokenWorkerMessage } from './token-worker-messages.ts';

export interface PageCounter extends AsyncCounter {
  /** Starts the worker, and so the encoder's load, unless it has started. */
  start(): void;
  /** Starts the worker; resolves true once the encoder has loaded there, false if it could not. */
  ready(): Promise<boolean>;
  /** Counts texts in one message. */
  countAll(texts: readonly string[]): Promise<number[]>;
}

/** Counts kept for `known`: the texts of a page's runs, the oldest dropped first past this many. */
const KEPT = 4096;
/** A count not answered by then is given up (a worker killed without an error event): the run does not hang. */
const ANSWER_MS = 60_000;
/** How long a failure is the answer before a new worker is tried. */
const RETRY_AFTER_MS = 10_000;

interface Waiting {
  texts: readonly string[];
  resolve(counts: number[]): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/** A counter over the worker `spawn` makes (the page's own below; a test's fake). */
export function workerCounter(spawn: () => Worker): PageCounter {
  const kept = new Map<string, number>();
  const waiting = new Map<number, Waiting>();
  let worker: Worker | undefined;
  let loaded: Promise<boolean> | undefined;
  let nextId = 1;
  let failure: { why: string; at: number } | undefined;

  const keep = (text: string, count: number) => {
    kept.set(text, count);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  };

  const fail = (why: string) => {
    worker?.terminate();
    worker = undefined;
    loaded = undefined;
    failure = { why, at: Date.now() };
    const error = new Error(`the o200k_base token counter could not run: ${why}`);
    for (const w of waiting.values()) {
      clearTimeout(w.timer);
      w.reject(error);
    }
    waiting.clear();
  };

  const start = (): Promise<boolean> => {
    if (worker && loaded) return loaded;
    if (failure && Date.now() - failure.at < RETRY_AFTER_MS) return Promise.resolve(false);
    let settle: (ok: boolean) => void = () => undefined;
    loaded = new Promise<boolean>((resolve) => (settle = resolve));
    try {
      worker = spawn();
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
      settle(false);
      return Promise.resolve(false);
    }
    worker.onmessage = (event: MessageEvent<TokenWorkerMessage>) => {
      const message = event.data;
      if (message.type === 'loaded') return settle(true);
      if (message.type === 'failed') {
        settle(false);
        return fail(message.message);
      }
      const w = waiting.get(message.id);
      if (!w) return;
      waiting.delete(message.id);
      clearTimeout(w.timer);
      if (message.type === 'error') return w.reject(new Error(`the o200k_base token counter could not run: ${message.message}`));
      message.counts.forEach((count, i) => keep(w.texts[i] as string, count));
      w.resolve(message.counts);
    };
    worker.onerror = (event) => {
      // The worker's script could not load (offline, never saved) or it crashed: an error for each count it held.
      event.preventDefault();
      settle(false);
      fail(event.message || 'the counting worker stopped');
    };
    return loaded;
  };

  const countAll = (texts: readonly string[]): Promise<number[]> => {
    if (texts.every((t) => kept.has(t))) return Promise.resolve(texts.map((t) => kept.get(t) as number));
    void start();
    const target = worker;
    if (!target) return Promise.reject(new Error(`the o200k_base token counter could not run: ${failure?.why ?? 'the counting worker did not start'}`));
    const id = nextId++;
    return new Promise<number[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`the o200k_base token counter did not answer in ${ANSWER_MS / 1000} s`));
      }, ANSWER_MS);
      waiting.set(id, { texts, resolve, reject, timer });
      target.postMessage({ id, texts } satisfies CountRequest);
    });
  };

  return {
    start: () => void start(),
    ready: start,
    countAll,
    known: (text) => kept.get(text),
    count: (text) => countAll([text]).then(([count]) => count as number),
    bound: o200kUpperBound,
  };
}

/** The page's counter. Vite bundles the worker, and the encoder behind it, as chunks of their own. */
export const pageCounter: PageCounter = workerCounter(
  () => new Worker(new URL('./token-worker.ts', import.meta.url), { type: 'module', name: 'token-counter' }),
);
