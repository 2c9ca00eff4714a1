// A fetch that records every JSON-RPC exchange it carries, in the order the requests left, so the trace shows the
// protocol as it went over the wire. Requests without a JSON-RPC body (the client's GET for a notification stream)
// carry no exchange and are not recorded.
import type { RpcExchange } from './rpc-exchange.ts';

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
    const reply = inner(url, init);
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

/** The reply's body as text, read from a copy so the client reads its own; a body that breaks off, as far as it came. */
async function bodyText(response: Response): Promise<string> {
  try {
    return await response.clone().text();
  } catch {
    return '';
  }
}
