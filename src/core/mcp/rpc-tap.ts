// A fetch that records every JSON-RPC exchange it carries, in the order the requests left, so the trace shows the
// protocol as it went over the wire. Requests without a JSON-RPC body (the client's GET for a notification stream)
// carry no exchange and are not recorded.
import type { RpcExchange } from '../tools/rpc-exchange.ts';

export type FetchLike = (url: string | URL, init?: Parameters<typeof fetch>[1]) => Promise<Response>;

/** What a recorded request met: a reply (with the auth scheme it asked for, if any), or a fetch that rejected. */
export interface TapOutcome {
  exchange: RpcExchange;
  authenticate?: string;
  error?: unknown;
}

export interface RpcTap {
  fetch: FetchLike;
  /** The exchanges recorded so far, once their bodies have come back. */
  exchanges(): Promise<RpcExchange[]>;
  /** The last recorded request's outcome (undefined before any). */
  last(): Promise<TapOutcome | undefined>;
}

export function rpcTap(inner: FetchLike): RpcTap {
  const outcomes: Promise<TapOutcome>[] = [];
  const tapped: FetchLike = (url, init) => {
    const request = typeof init?.body === 'string' ? init.body : '';
    const method = rpcMethod(request);
    if (method === undefined) return inner(url, init);
    const base = { method, url: String(url), request };
    const reply = inner(url, init).then(whole);
    outcomes.push(
      reply.then(
        async (response): Promise<TapOutcome> => {
          const exchange = { ...base, status: response.status, response: await bodyText(response) };
          const authenticate = response.headers.get('www-authenticate');
          return authenticate === null ? { exchange } : { exchange, authenticate };
        },
        (error: unknown): TapOutcome => ({ exchange: { ...base, status: null, response: '' }, error }),
      ),
    );
    return reply;
  };
  return {
    fetch: tapped,
    exchanges: async () => (await Promise.all(outcomes)).map((o) => o.exchange),
    last: () => outcomes.at(-1) ?? Promise.resolve(undefined),
  };
}

/** A request body's JSON-RPC method (a batch's, joined); undefined for a body that is not JSON-RPC. */
export function rpcMethod(body: string): string | undefined {
  if (body === '') return undefined;
  try {
    const parsed = JSON.parse(body) as unknown;
    const messages = Array.isArray(parsed) ? parsed : [parsed];
    const methods = messages.map((m) => (typeof m === 'object' && m !== null && 'method' in m && typeof m.method === 'string' ? m.method : undefined));
    return methods.every((m) => m !== undefined) && methods.length > 0 ? methods.join(', ') : undefined;
  } catch {
    return undefined;
  }
}

/** Statuses whose response has no body (the Response constructor refuses one). */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

/**
 * A reply that is not an event stream, read whole before the client sees it, and handed on as a copy: in a browser
 * the client's failure aborts its request, and an abort drops the part of a body not yet read, so the copy the tap
 * reads would come back empty. An event stream (a GET's, which may stay open) and a redirect not followed go on as
 * they came.
 */
async function whole(response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('text/event-stream') || response.type === 'opaqueredirect' || response.status < 200) return response;
  const body = await response.text();
  const copy = new Response(NULL_BODY.has(response.status) ? null : body, { status: response.status, statusText: response.statusText, headers: response.headers });
  Object.defineProperties(copy, { url: { value: response.url }, redirected: { value: response.redirected } });
  return copy;
}

/** The reply's body as text, read from a copy so the client reads its own; a body that breaks off, as far as it came. */
async function bodyText(response: Response): Promise<string> {
  try {
    return await response.clone().text();
  } catch {
    return '';
  }
}
