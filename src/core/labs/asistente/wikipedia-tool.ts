// `wikipedia_search(title)` (the Tool-Calling Agent course): a real fetch to Wikipedia's REST summary endpoint, returning the
// article's extract cut to 500 characters. A missing article, a timeout and any other failure come back as the
// course's messages, never as an exception in the loop. The fetch is a parameter: the lab gives one that MSW
// answers from the bundled summaries (wikipedia-handler.ts), or the browser's own for the live API.
import { z } from 'zod';
import type { ToolDefinition } from '../../tools/tool-kit-types.ts';
import { errorMessage } from '../../errors/error-message.ts';

export const WIKIPEDIA_SUMMARY_URL = 'https://en.wikipedia.org/api/rest_v1/page/summary/';
export const WIKIPEDIA_TIMEOUT = 'Wikipedia request timed out';
/** The course's WIKIPEDIA_TIMEOUT_SECONDS=5. */
export const DEFAULT_WIKIPEDIA_TIMEOUT_MS = 5000;
export const EXTRACT_LIMIT = 500;

export const notFoundMessage = (title: string) => `No Wikipedia article found for '${title}'`;

export interface WikipediaOptions {
  fetch?: typeof fetch;
  /** How long the request (and reading its body) may take. */
  timeoutMs?: number;
}

/** The endpoint for a title, spaces written as Wikipedia writes them (underscores). */
export function summaryUrl(title: string): string {
  return WIKIPEDIA_SUMMARY_URL + encodeURIComponent(title.trim().replace(/ /g, '_'));
}

/** The first `EXTRACT_LIMIT` characters, counted as Python counts them (code points, not UTF-16 units). */
export function capExtract(extract: string): string {
  return Array.from(extract).slice(0, EXTRACT_LIMIT).join('');
}

/** Runs one step of the request; a failure becomes the model's message (an abort is the timer's doing). */
async function step<T>(work: () => Promise<T>, signal: AbortSignal): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (signal.aborted) throw new Error(WIKIPEDIA_TIMEOUT);
    throw new Error(`Tool error: ${errorMessage(error)}`);
  }
}

async function lookup(title: string, fetchImpl: typeof fetch, signal: AbortSignal): Promise<string> {
  const response = await step(() => fetchImpl(summaryUrl(title), { signal, headers: { accept: 'application/json' } }), signal);
  if (response.status === 404) throw new Error(notFoundMessage(title));
  if (!response.ok) throw new Error(`Tool error: Wikipedia answered HTTP ${response.status}`);
  const body = await step((): Promise<unknown> => response.json(), signal);
  const extract = typeof body === 'object' && body !== null && 'extract' in body ? body.extract : undefined;
  if (typeof extract !== 'string') throw new Error("Tool error: Wikipedia's answer has no extract");
  return capExtract(extract);
}

/** The extract for `title`; rejects with the message the model should read. */
export async function wikipediaSearch(title: string, options: WikipediaOptions = {}): Promise<string> {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The timer races the whole lookup, so a fetch that ignores its signal (MSW handlers do) still times out.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(WIKIPEDIA_TIMEOUT));
      controller.abort();
    }, options.timeoutMs ?? DEFAULT_WIKIPEDIA_TIMEOUT_MS);
  });
  try {
    return await Promise.race([lookup(title, fetchImpl, controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const WikipediaArgs = z.object({ title: z.string() });

export function wikipediaSearchTool(options: WikipediaOptions = {}): ToolDefinition<z.infer<typeof WikipediaArgs>> {
  return {
    name: 'wikipedia_search',
    description: 'Fetch a summary of a Wikipedia article by title.',
    schema: WikipediaArgs,
    argsTitle: 'WikipediaSearchArgs',
    annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true },
    output: z.string(),
    run: ({ title }) => wikipediaSearch(title, options),
  };
}
