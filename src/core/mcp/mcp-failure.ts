// What went wrong with a request to an MCP server, read from what the wire showed rather than from the client's
// wording: no reply at all (refused, or a CORS block: in a browser both reject as `TypeError: Failed to fetch`, and
// a `no-cors` probe tells them apart), an auth demand, an HTTP error, a reply that is not JSON-RPC, or a JSON-RPC
// error.
import { errorMessage } from '../errors/error-message.ts';
import { McpConnectError } from './mcp-connect-error.ts';
import { rpcError, rpcMessages } from './rpc-reply.ts';
import type { FetchLike, TapOutcome } from './rpc-tap.ts';

/** Longest part of a reply quoted in a message. */
const QUOTED = 200;

/**
 * The failure `error` (what the client threw) was, given the last request's outcome on the wire. `fetch` is the
 * untapped fetch, for the probe.
 */
export async function mcpFailure(error: unknown, url: string, last: TapOutcome | undefined, fetch: FetchLike): Promise<McpConnectError> {
  if (error instanceof McpConnectError) return error;
  const cause = errorMessage(error);
  if (!last) return new McpConnectError('protocol', `The MCP client failed before sending anything to ${url}: ${cause}`);
  const { exchange } = last;
  if (last.error !== undefined) {
    const why = errorMessage(last.error);
    if (await answers(url, fetch)) {
      return new McpConnectError('cors', `${url} answered, but its CORS headers do not let this page read the reply: the server must allow this page's origin (${why})`, undefined, exchange);
    }
    return new McpConnectError('refused', `No answer from ${url}: the connection was refused or the server cannot be reached (${why})`, undefined, exchange);
  }
  const status = exchange.status ?? 0;
  if (status === 401 || status === 403) {
    const scheme = last.authenticate ? `; it asks for: ${last.authenticate}` : '';
    const what = status === 401 ? 'asks for authorization' : 'refuses this token';
    return new McpConnectError('auth', `${url} ${what} (HTTP ${status}${scheme})`, status, exchange);
  }
  if (status >= 400) {
    const detail = rpcError(exchange.response) ?? quote(exchange.response);
    return new McpConnectError('http', `${url} answered ${exchange.method} with HTTP ${status}${detail ? `: ${detail}` : ''}`, status, exchange);
  }
  const messages = rpcMessages(exchange.response);
  // A notification's 202 has no body: only a request's reply must be JSON-RPC.
  if (!messages && !(status === 202 && exchange.response === '')) {
    return new McpConnectError('malformed', `${url} answered ${exchange.method} with something that is not JSON-RPC: ${quote(exchange.response) || '(an empty body)'}`, status, exchange);
  }
  const rpcFailure = rpcError(exchange.response);
  if (rpcFailure) return new McpConnectError('protocol', `${url} answered ${exchange.method} with an error: ${rpcFailure}`, status, exchange);
  // A well-formed reply the client would not take (a result that breaks the tool's output schema, a version it lacks).
  return new McpConnectError('protocol', `The MCP client refused ${url}'s reply to ${exchange.method}: ${cause}`, status, exchange);
}

/** Whether anything answers at `url`: an opaque reply to a `no-cors` request means a server is there. */
async function answers(url: string, fetch: FetchLike): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors' });
    return true;
  } catch {
    return false;
  }
}

function quote(text: string): string {
  const trimmed = text.trim();
  return trimmed.length > QUOTED ? `${trimmed.slice(0, QUOTED)}…` : trimmed;
}
