// connectMcp against a real SDK server (tools listed with their schemas and hints, calls, each JSON-RPC exchange
// recorded with its method, a token sent as Bearer) and against stand-in fetch functions for each way a
// connection fails: refused, CORS, auth, malformed, HTTP, JSON-RPC.
import { describe, expect, it } from 'vitest';
import { connectMcp, type FetchLike } from '../../../../src/core/mcp/mcp-connection.ts';
import { McpConnectError, type McpFailureKind } from '../../../../src/core/mcp/mcp-connect-error.ts';
import { CLOSED_LOOKUP } from '../../../../src/core/tools/tool-annotations.ts';
import { labRulesFetch, SERVER_NAME } from './lab-rules-server.ts';
import { testKit } from './test-kit.ts';

const URL_ = 'http://lab.test/mcp/test';

describe('connectMcp against a server', () => {
  it('lists the tools with their schemas and hints, and records connecting and listing', async () => {
    const connection = await connectMcp({ url: URL_, fetch: labRulesFetch(testKit) });
    expect(connection.serverName).toBe(SERVER_NAME);
    expect(connection.tools.map((t) => t.name)).toEqual(['precio', 'doble', 'falla']);
    const precio = connection.tools[0];
    expect(precio?.inputSchema).toEqual({ ...testKit.jsonSchema('precio'), type: 'object' });
    expect(precio?.inputSchema.title).toBe('ArgsPrecio');
    expect(precio?.outputSchema).toEqual({ type: 'object' });
    expect(precio?.annotations).toEqual(CLOSED_LOOKUP);
    expect(connection.tools[1]?.annotations).toBeUndefined();
    expect(connection.exchanges.map((e) => e.method)).toEqual(['initialize', 'notifications/initialized', 'tools/list']);
    const [init, initialized, list] = connection.exchanges;
    expect(init).toMatchObject({ url: URL_, status: 200 });
    expect(JSON.parse(init?.request ?? '')).toMatchObject({ method: 'initialize', params: { clientInfo: { name: 'agent-loop-lab' } } });
    expect(init?.response).toContain(SERVER_NAME);
    expect(initialized).toMatchObject({ status: 202, response: '' });
    expect(list?.response).toContain('ArgsPrecio');
    await connection.close();
  });

  it('calls a tool and returns its result with the tools/call exchange', async () => {
    const connection = await connectMcp({ url: URL_, fetch: labRulesFetch(testKit) });
    const { result, exchange } = await connection.call('precio', { ticker: 'BUSI', fecha: '2024-03-15' });
    expect(result.structuredContent).toEqual({ ticker: 'BUSI', fecha: '2024-03-15', cierre: 12.5 });
    expect(exchange.method).toBe('tools/call');
    expect(exchange.status).toBe(200);
    expect(JSON.parse(exchange.request)).toMatchObject({ params: { name: 'precio', arguments: { ticker: 'BUSI', fecha: '2024-03-15' } } });
    expect(exchange.response).toContain('"cierre":12.5');
    // Calls asked together go one at a time, each with its own exchange.
    const [a, b] = await Promise.all([connection.call('doble', { n: 2 }), connection.call('doble', { n: 5 })]);
    expect(JSON.parse(a.exchange.request).params.arguments).toEqual({ n: 2 });
    expect(JSON.parse(b.exchange.request).params.arguments).toEqual({ n: 5 });
    expect(b.result.structuredContent).toEqual({ resultado: 10 });
    // The connection's exchanges stay those of connecting.
    expect(connection.exchanges).toHaveLength(3);
  });

  it('sends a token as a Bearer authorization on every request', async () => {
    const auth: (string | null)[] = [];
    const connection = await connectMcp({ url: URL_, token: 's3cret', fetch: labRulesFetch(testKit, (r) => auth.push(r.headers.get('authorization'))) });
    await connection.call('doble', { n: 1 });
    expect(auth.length).toBeGreaterThanOrEqual(4);
    expect(new Set(auth)).toEqual(new Set(['Bearer s3cret']));
  });

  it('sends no authorization without a token', async () => {
    const auth: (string | null)[] = [];
    await connectMcp({ url: URL_, fetch: labRulesFetch(testKit, (r) => auth.push(r.headers.get('authorization'))) });
    expect(new Set(auth)).toEqual(new Set([null]));
  });
});

/** The failure connecting through `fetch` gives. */
async function failure(fetch: FetchLike): Promise<McpConnectError> {
  const error = await connectMcp({ url: URL_, fetch }).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof McpConnectError)) throw new Error(`expected an McpConnectError, got ${String(error)}`);
  return error;
}

/** A JSON-RPC reply to the request `init` carries. */
function reply(init: RequestInit | undefined, body: Record<string, unknown>, status = 200): Response {
  const { id } = JSON.parse(String(init?.body)) as { id: unknown };
  return new Response(JSON.stringify({ jsonrpc: '2.0', id, ...body }), { status, headers: { 'content-type': 'application/json' } });
}

const failedToFetch = () => Promise.reject(new TypeError('Failed to fetch'));

describe('connectMcp says why it could not connect', () => {
  const cases: [McpFailureKind, string, FetchLike, RegExp][] = [
    ['refused', 'nothing answers, not even a no-cors probe', failedToFetch, /No answer from http:\/\/lab\.test\/mcp\/test.*Failed to fetch/],
    [
      'cors',
      'a request fails but a no-cors probe gets an opaque reply',
      (_url, init) => (init?.mode === 'no-cors' ? Promise.resolve(new Response(null)) : failedToFetch()),
      /answered, but its CORS headers do not let this page read the reply/,
    ],
    [
      'auth',
      'HTTP 401 with WWW-Authenticate',
      () => Promise.resolve(new Response('', { status: 401, headers: { 'www-authenticate': 'Bearer realm="lab"' } })),
      /asks for authorization \(HTTP 401; it asks for: Bearer realm="lab"\)/,
    ],
    ['auth', 'HTTP 403 without WWW-Authenticate', () => Promise.resolve(new Response('no', { status: 403 })), /refuses this token \(HTTP 403\)/],
    ['malformed', 'an HTML page', () => Promise.resolve(new Response('<html>hola</html>', { headers: { 'content-type': 'text/html' } })), /not JSON-RPC: <html>hola<\/html>/],
    ['malformed', 'JSON that is not JSON-RPC', () => Promise.resolve(new Response('{"hola":1}', { headers: { 'content-type': 'application/json' } })), /not JSON-RPC: \{"hola":1\}/],
    ['http', 'HTTP 500', () => Promise.resolve(new Response('boom', { status: 500 })), /answered initialize with HTTP 500: boom/],
    [
      'protocol',
      'a JSON-RPC error to initialize',
      (_url, init) => Promise.resolve(reply(init, { error: { code: -32601, message: 'Method not found' } })),
      /answered initialize with an error: Method not found \(JSON-RPC error -32601\)/,
    ],
    [
      'protocol',
      'a handshake in a protocol version the client does not speak',
      (_url, init) => Promise.resolve(reply(init, { result: { protocolVersion: '1999-01-01', capabilities: {}, serverInfo: { name: 'old', version: '1' } } })),
      /The MCP client refused http:\/\/lab\.test\/mcp\/test's reply to initialize: .*1999-01-01/,
    ],
  ];

  it.each(cases)('%s: %s', async (kind, _what, fetch, message) => {
    const error = await failure(fetch);
    expect(error.kind).toBe(kind);
    expect(error.message).toMatch(message);
    expect(error.exchange?.method).toBe('initialize');
  });

  it('keeps the status of an HTTP reply', async () => {
    expect((await failure(() => Promise.resolve(new Response('', { status: 401 })))).status).toBe(401);
    expect((await failure(() => Promise.resolve(new Response('x', { status: 404 })))).status).toBe(404);
  });

  it('a refused connection records its exchange with no status', async () => {
    expect((await failure(failedToFetch)).exchange).toMatchObject({ method: 'initialize', status: null, response: '' });
  });

  it('a failure after the handshake names the request that failed', async () => {
    const server = labRulesFetch(testKit);
    const error = await failure((url, init) => (String(init?.body).includes('tools/list') ? Promise.resolve(new Response('down', { status: 503 })) : server(url, init)));
    expect(error).toMatchObject({ kind: 'http', status: 503 });
    expect(error.message).toMatch(/answered tools\/list with HTTP 503: down/);
  });
});
