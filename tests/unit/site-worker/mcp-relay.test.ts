// The site worker's MCP relay with fake tabs: a request under <scope>mcp/ goes to a tab over a MessageChannel and
// comes back as the tab's host answered it (method, URL, headers and body there; status, headers and body back);
// the sender is asked first; with no tab, or none answering in time, the client gets a JSON-RPC error saying to
// open the lab in a tab.
import { describe, expect, it } from 'vitest';
import type { McpHost } from '../../../src/core/mcp/mcp-host.ts';
import { answerRelay } from '../../../src/mcp-browser/answer-relay.ts';
import { mcpRelay, type RelayClient } from '../../../src/site-worker/mcp-relay.ts';
import type { McpRelayRequest } from '../../../src/site-worker/mcp-relay-messages.ts';

const SCOPE = 'https://school.example/some/sub/';
const LESSON = `${SCOPE}mcp/lesson`;

/** A stand-in host that records what it was asked and echoes it back, as a server's JSON reply. */
function echoHost(name: string): McpHost & { seen: Request[] } {
  const seen: Request[] = [];
  return {
    seen,
    matches: (url) => url.href.startsWith(`${SCOPE}mcp/`),
    async fetch(request) {
      seen.push(request);
      if (request.method === 'DELETE') return new Response(null, { status: 204 });
      const body = request.method === 'POST' ? await request.text() : '';
      return Response.json({ tab: name, method: request.method, body }, { headers: { 'mcp-session-id': 'none' } });
    },
  };
}

/** A tab that answers with `host`, as mcp-serving.ts's listener does. */
function tab(id: string, host: McpHost): RelayClient {
  return { id, postMessage: (message, [port]) => void answerRelay(Promise.resolve(host), message).then((reply) => (port as MessagePort).postMessage(reply)) };
}

/** A tab whose page never answers (a page of a build without the servers). */
function silentTab(id: string): RelayClient & { asked: McpRelayRequest[] } {
  const asked: McpRelayRequest[] = [];
  return { id, asked, postMessage: (message) => void asked.push(message) };
}

const clients = (...tabs: RelayClient[]) => ({ matchAll: async () => tabs });

const post = (body: unknown, url = LESSON) =>
  new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
    body: JSON.stringify(body),
  });

describe("the site worker's MCP relay", () => {
  it('takes only requests under <scope>mcp/', () => {
    const relay = mcpRelay(SCOPE, clients());
    expect(relay.matches(new URL(LESSON))).toBe(true);
    expect(relay.matches(new URL(`${SCOPE}mcp/hogar?run=run-1`))).toBe(true);
    expect(relay.matches(new URL(`${SCOPE}sim/openai/v1/responses`))).toBe(false);
    expect(relay.matches(new URL('https://school.example/mcp/lesson'))).toBe(false);
  });

  it('hands a POST to the tab that sent it and answers with its host’s response', async () => {
    const host = echoHost('sender');
    const relay = mcpRelay(SCOPE, clients(tab('other', echoHost('other')), tab('sender', host)));
    const rpc = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
    const response = await relay.respond(post(rpc, `${LESSON}?run=run-2`), 'sender');
    expect(response.status).toBe(200);
    expect(response.headers.get('mcp-session-id')).toBe('none');
    expect(await response.json()).toEqual({ tab: 'sender', method: 'POST', body: JSON.stringify(rpc) });
    const [seen] = host.seen;
    expect(seen?.url).toBe(`${LESSON}?run=run-2`);
    expect(seen?.headers.get('mcp-protocol-version')).toBe('2025-06-18');
    expect(seen?.headers.get('accept')).toBe('application/json, text/event-stream');
  });

  it('relays a GET without a body and a DELETE’s empty 204', async () => {
    const relay = mcpRelay(SCOPE, clients(tab('sender', echoHost('sender'))));
    expect(await (await relay.respond(new Request(LESSON), 'sender')).json()).toEqual({ tab: 'sender', method: 'GET', body: '' });
    const deleted = await relay.respond(new Request(LESSON, { method: 'DELETE' }), 'sender');
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
  });

  it('without the sender among the tabs (a worker sent it), asks a tab that said it holds the servers, else any tab', async () => {
    const relay = mcpRelay(SCOPE, clients(tab('first', echoHost('first')), tab('host', echoHost('host'))));
    expect(await (await relay.respond(post({}), '')).json()).toMatchObject({ tab: 'first' });
    relay.noteHost('host');
    expect(await (await relay.respond(post({}), 'a-dedicated-worker')).json()).toMatchObject({ tab: 'host' });
  });

  it('with no tab open, answers 503 with a JSON-RPC error that says to open the lab in a tab', async () => {
    const response = await mcpRelay(SCOPE, clients()).respond(post({ jsonrpc: '2.0', id: 1, method: 'initialize' }), '');
    expect(response.status).toBe(503);
    const body = (await response.json()) as { jsonrpc: string; id: null; error: { code: number; message: string } };
    expect(body).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32000 } });
    expect(body.error.message).toContain(`Open ${SCOPE} in a tab`);
  });

  it('with a tab that never answers, gives up after the timeout with the same kind of error', async () => {
    const silent = silentTab('sender');
    const response = await mcpRelay(SCOPE, clients(silent), 30).respond(post({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), 'sender');
    expect(silent.asked).toHaveLength(1);
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/did not answer within 0\.03 s\. Open .* in a tab/);
  });

  it('a tab whose host fails answers a JSON-RPC error, not silence', async () => {
    const failing: RelayClient = {
      id: 'sender',
      postMessage: (message, [port]) =>
        void answerRelay(Promise.reject(new Error('chunk gone')), message).then((reply) => (port as MessagePort).postMessage(reply)),
    };
    const response = await mcpRelay(SCOPE, clients(failing)).respond(post({}), 'sender');
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32603, message: "The lab's tab could not answer: chunk gone" } });
  });
});
