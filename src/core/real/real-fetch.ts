// The fetch below a real API's SDK: it puts the student's key into the SDK's auth header at request time (the
// SDK holds only a placeholder, so no client object, plan or trace ever holds the key), and waits out a 429 as
// the API asks (retry-after, else exponential backoff) up to a limit, each retry noted for the trace.
import type { RetryNote } from '../providers/model-adapter.ts';
import { noteRetries } from '../providers/retry-notes.ts';

/** What the SDKs are given as their key; the real one replaces it in the request's headers. */
export const KEY_PLACEHOLDER = 'lab-key-from-the-key-store';

/** The headers the SDKs carry a key in: OpenAI's Bearer token, Anthropic's and Gemini's key headers. */
const KEY_HEADERS = ['authorization', 'x-api-key', 'x-goog-api-key'] as const;

export interface RetryPolicy {
  /** Retries after the first 429 (the requests sent are at most this plus one). */
  maxRetries: number;
  /** The first backoff, doubled on each retry, when the API sends no retry-after. */
  baseDelayMs: number;
  /** A retry-after longer than this is not waited out: the run ends with the 429. */
  maxWaitMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxRetries: 3, baseDelayMs: 1000, maxWaitMs: 60_000 };

export interface RealFetchOptions {
  /** Read on every request; absent or empty, the key headers are dropped (a local server needs none). */
  key: () => string | undefined;
  retry?: RetryPolicy;
  /** The network's fetch; the global one, looked up on every request (so MSW's Node interception applies), when absent. */
  fetch?: typeof fetch;
  /** Waits before a retry; rejects when `signal` aborts (the run's timeout). Tests pass one that does not wait. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Told when a wait starts (a page shows it live) and when it ends (`null`). */
  onWait?: (wait: RetryWait | null) => void;
}

/** A 429 being waited out: the retry it leads to (from 1) of at most `maxRetries`. */
export interface RetryWait {
  attempt: number;
  maxRetries: number;
  waitMs: number;
  retryAfter?: string;
}

export function createRealFetch(options: RealFetchOptions): typeof fetch {
  const policy = options.retry ?? DEFAULT_RETRY_POLICY;
  const sleep = options.sleep ?? abortableSleep;
  return async (input, init) => {
    const request = input instanceof Request ? input : undefined;
    const headers = withKey(new Headers(init?.headers ?? request?.headers), options.key());
    const retries: RetryNote[] = [];
    for (;;) {
      const response = await (options.fetch ?? globalThis.fetch)(request ? request.clone() : input, { ...init, headers });
      if (response.status !== 429 || retries.length >= policy.maxRetries) return noteRetries(response, retries);
      const retryAfter = response.headers.get('retry-after') ?? undefined;
      const waitMs = retryAfterMs(retryAfter) ?? policy.baseDelayMs * 2 ** retries.length;
      if (waitMs > policy.maxWaitMs) return noteRetries(response, retries);
      retries.push({ status: response.status, waitMs, ...(retryAfter !== undefined ? { retryAfter } : {}) });
      options.onWait?.({ attempt: retries.length, maxRetries: policy.maxRetries, waitMs, ...(retryAfter !== undefined ? { retryAfter } : {}) });
      try {
        await sleep(waitMs, init?.signal ?? undefined);
      } finally {
        options.onWait?.(null);
      }
    }
  };
}

function withKey(headers: Headers, key: string | undefined): Headers {
  for (const name of KEY_HEADERS) {
    const value = headers.get(name);
    if (value === null || !value.includes(KEY_PLACEHOLDER)) continue;
    if (key) headers.set(name, value.replace(KEY_PLACEHOLDER, key));
    else headers.delete(name);
  }
  return headers;
}

/** A retry-after header in milliseconds: seconds, or an HTTP date (never negative); undefined when unreadable. */
export function retryAfterMs(header: string | undefined, now = Date.now()): number | undefined {
  if (header === undefined) return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });
}
