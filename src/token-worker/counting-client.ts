// The page's o200k_base counter: every count is made in the counting worker (token-worker.ts) and arrives a
// moment later; the encoder's upper bound is known at once. The worker starts on the first count asked for, which
// a page's runs ask for only once the first of them has ended, and then only once the page has shown that run (the
// encoder's 1 MB never competes with what a first run needs). A worker that cannot start, fails to load the encoder or crashes rejects the counts it holds, saying
// why (runs then say their counts are unknown); a count asked for soon after is refused at once for the same
// reason, and a later one starts a new worker (the network may be back).
import { errorMessage } from '../core/errors/index.ts';
import { o200kUpperBound, type AsyncCounter } from '../core/tokens/index.ts';
import type { CountRequest, TokenWorkerMessage } from './token-worker-messages.ts';

export interface CountingClient extends AsyncCounter {
  /** Why the counter could not run, while that is the answer; undefined otherwise. */
  failure(): string | undefined;
}

/** Counts kept for `known`: the texts of a page's runs, the oldest dropped first past this many. */
const KEPT = 2048;
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

/**
 * A counter over the worker `spawn` makes (the page's own in page-counter.ts; a test's fake); `later` starts it when
 * the page has a moment (the page's: once it has painted; at once by default).
 */
export function countingClient(spawn: () => Worker, later: (start: () => void) => void = (start) => start()): CountingClient {
  const kept = new Map<string, number>();
  const waiting = new Map<number, Waiting>();
  let worker: Worker | undefined;
  let starting = false;
  // Asked for before the worker started: sent once it has.
  const queued: CountRequest[] = [];
  let loaded = false;
  let nextId = 1;
  let failed: { why: string; at: number } | undefined;

  const keep = (text: string, count: number) => {
    kept.set(text, count);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  };
  const couldNot = (why: string) => new Error(`the o200k_base token counter could not run: ${why}`);

  const fail = (why: string) => {
    worker?.terminate();
    worker = undefined;
    loaded = false;
    failed = { why, at: Date.now() };
    queued.length = 0;
    for (const w of waiting.values()) {
      clearTimeout(w.timer);
      w.reject(couldNot(why));
    }
    waiting.clear();
  };

  const answer = (message: TokenWorkerMessage) => {
    if (message.type === 'loaded') {
      loaded = true;
      return;
    }
    if (message.type === 'failed') return fail(message.message);
    const w = waiting.get(message.id);
    if (!w) return;
    waiting.delete(message.id);
    clearTimeout(w.timer);
    if (message.type === 'error') return w.reject(couldNot(message.message));
    message.counts.forEach((count, i) => keep(w.texts[i] as string, count));
    w.resolve(message.counts);
  };

  const start = () => {
    starting = false;
    if (worker) return;
    try {
      worker = spawn();
    } catch (error) {
      fail(errorMessage(error));
      return;
    }
    worker.onmessage = (event: MessageEvent<TokenWorkerMessage>) => answer(event.data);
    worker.onerror = (event) => {
      // The worker's script could not load (offline, never saved) or it crashed: an error for each count it held.
      event.preventDefault();
      fail(event.message || 'the counting worker stopped');
    };
    for (const request of queued.splice(0)) worker.postMessage(request);
  };

  /** Sends `texts` in one message, starting the worker unless it runs: their counts, or why not. */
  const send = (texts: readonly string[]): Promise<number[]> => {
    if (!worker && failed && Date.now() - failed.at < RETRY_AFTER_MS) return Promise.reject(couldNot(failed.why));
    if (!worker) failed = undefined;
    const request: CountRequest = { id: nextId++, texts };
    const counted = new Promise<number[]>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(request.id);
        reject(couldNot(`no answer in ${ANSWER_MS / 1000} s`));
      }, ANSWER_MS);
      waiting.set(request.id, { texts, resolve, reject, timer });
    });
    if (worker) worker.postMessage(request);
    else {
      queued.push(request);
      if (!starting) {
        starting = true;
        later(start);
      }
    }
    return counted;
  };

  // A text asked for again while its count is on its way waits for that count rather than asking twice.
  const onTheirWay = new Map<string, Promise<number>>();
  const count = (texts: readonly string[]): Promise<number[]> => {
    const fresh = [...new Set(texts.filter((t) => !kept.has(t) && !onTheirWay.has(t)))];
    if (fresh.length > 0) {
      const sent = send(fresh);
      fresh.forEach((text, i) => {
        const one = sent.then((counts) => counts[i] as number);
        onTheirWay.set(text, one);
        const gone = () => onTheirWay.delete(text);
        one.then(gone, gone);
      });
    }
    return Promise.all(texts.map((t) => (kept.has(t) ? (kept.get(t) as number) : (onTheirWay.get(t) as Promise<number>))));
  };

  return {
    known: (text) => kept.get(text),
    count,
    ready: () => loaded,
    bound: o200kUpperBound,
    failure: () => failed?.why,
  };
}
