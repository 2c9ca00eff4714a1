// mcpToolKit: the server's tools offered as it listed them, each call a tools/call read back as the lesson's
// output (an object as it came, a wrapped scalar unwrapped, an error with its label, a foreign server's text), and
// a call that fails on the wire an {error} with its exchange, never a throw.
import { describe, expect, it } from 'vitest';
import { connectMcp, type FetchLike, type McpConnection } from '../../../../src/core/mcp/mcp-connection.ts';
import { mcpToolKit } from '../../../../src/core/mcp/mcp-tool-kit.ts';
import { executionOf } from '../../../../src/core/mcp/mcp-tool-output.ts';
import { CLOSED_LOOKUP } from '../../../../src/core/tools/tool-annotations.ts';
import { labRulesFetch } from './lab-rules-server.ts';
import { testKit } from './test-kit.ts';

const URL_ = 'http://lab.test/mcp/test';

async function kitOver(fetch: FetchLike = labRulesFetch(testKit)) {
  const connection: McpConnection = await connectMcp({ url: URL_, fetch });
  return { connection, kit: mcpToolKit(connection) };
}

describe('mcpToolKit', () => {
  it('offers the listed tools with their schemas, titles and hints', async () => {
    const { kit, connection } = await kitOver();
    expect(kit.tools.map((t) => t.name)).toEqual(['precio', 'doble', 'falla']);
    expect(kit.tools.map((t) => t.argsTitle)).toEqual(['ArgsPrecio', 'ArgsDoble', 'ArgsFalla']);
    expect(kit.tools[0]?.description).toBe('Cierre de un ticker en una fecha.');
    expect(kit.tools[0]?.annotations).toEqual(CLOSED_LOOKUP);
    expect(kit.jsonSchema('precio')).toEqual({ ...testKit.jsonSchema('precio'), type: 'object' });
    expect(() => kit.jsonSchema('nada')).toThrow('no tool named nada');
    expect(kit.has('doble')).toBe(true);
    expect(kit.has('nada')).toBe(false);
    expect(kit.server).toEqual({ url: URL_, exchanges: connection.exchanges });
  });

  it('reads an object result as it came, with its tools/call exchange', async () => {
    const { kit } = await kitOver();
    const result = await kit.executeDetailedAsync('precio', { ticker: 'BUSI', fecha: '2024-03-15' });
    expect(result.output).toEqual({ resultado: { ticker: 'BUSI', fecha: '2024-03-15', cierre: 12.5 } });
    expect(result.label).toBeUndefined();
    expect(result.rpc?.method).toBe('tools/call');
    expect(result.rpc?.request).toContain('"name":"precio"');
  });

  it('unwraps a scalar the server wrapped', async () => {
    const { kit } = await kitOver();
    expect((await kit.executeDetailedAsync('doble', { n: 21 })).output).toEqual({ resultado: 42 });
    expect(await kit.executeAsync('doble', { n: 1 })).toEqual({ resultado: 2 });
  });

  it("gives a tool's error as {error}, labelled as the server labels it", async () => {
    const { kit } = await kitOver();
    expect(await kit.executeDetailedAsync('falla', {})).toMatchObject({ output: { error: 'la herramienta falló' } });
    expect((await kit.executeDetailedAsync('falla', {})).label).toBeUndefined();
    const invalid = await kit.executeDetailedAsync('doble', { n: 'dos' });
    expect(invalid).toMatchObject({ output: testKit.executeDetailed('doble', { n: 'dos' }).output, label: 'type_error' });
    expect(await kit.executeDetailedAsync('nada', {})).toMatchObject({ output: { error: 'herramienta desconocida: nada' }, label: 'wrong_func_name' });
  });

  it('sends arguments that are not an object as they are, and reads back what the server made of them', async () => {
    const { kit } = await kitOver();
    for (const args of [5, 'dos', [1], null]) {
      const { output } = await kit.executeDetailedAsync('doble', args);
      expect(output).toEqual({ error: expect.any(String) as unknown });
    }
  });

  it("runs a tool's function through the server: its error thrown", async () => {
    const { kit } = await kitOver();
    await expect(Promise.resolve(kit.tools[1]?.run({ n: 4 }))).resolves.toBe(8);
    await expect(Promise.resolve(kit.tools[2]?.run({}))).rejects.toThrow('la herramienta falló');
  });

  it('answers a synchronous call with an {error}: a server cannot answer at once', async () => {
    const { kit } = await kitOver();
    expect(kit.execute('doble', { n: 1 })).toEqual({ error: 'doble is asynchronous (an MCP server runs it): call executeAsync' });
    expect(kit.executeDetailed('doble', { n: 1 }).rpc).toBeUndefined();
  });

  it('turns a call that fails on the wire into an {error} with its exchange', async () => {
    let down = false;
    const server = labRulesFetch(testKit);
    const { kit } = await kitOver((url, init) => (down ? Promise.reject(new TypeError('Failed to fetch')) : server(url, init)));
    down = true;
    const refused = await kit.executeDetailedAsync('doble', { n: 1 });
    expect(refused.output).toEqual({ error: expect.stringMatching(/^No answer from http:\/\/lab\.test\/mcp\/test/) as unknown });
    expect(refused.rpc).toMatchObject({ method: 'tools/call', status: null });
  });

  it('turns a JSON-RPC error or an HTTP error into an {error}', async () => {
    const server = labRulesFetch(testKit);
    const { kit } = await kitOver((url, init) => {
      const body = String(init?.body);
      if (body.includes('"doble"')) {
        const { id } = JSON.parse(body) as { id: number };
        return Promise.resolve(Response.json({ jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error' } }));
      }
      if (body.includes('"falla"')) return Promise.resolve(new Response('gone', { status: 502 }));
      return server(url, init);
    });
    const rpcError = await kit.executeDetailedAsync('doble', { n: 1 });
    expect(rpcError.output).toEqual({ error: expect.stringContaining('Internal error') as unknown });
    expect(rpcError.rpc?.response).toContain('-32603');
    expect((await kit.executeDetailedAsync('falla', {})).output).toEqual({ error: expect.stringContaining('HTTP 502: gone') as unknown });
  });

  it('turns a result the client refuses (it breaks the listed output schema) into an {error}', async () => {
    const { kit } = await kitOver(labRulesFetch(testKit, undefined, { required: ['cierre'] }));
    expect((await kit.executeDetailedAsync('precio', { ticker: 'BUSI', fecha: 'x' })).output).toEqual({ resultado: { ticker: 'BUSI', fecha: 'x', cierre: 12.5 } });
    const refused = await kit.executeDetailedAsync('doble', { n: 1 });
    expect(refused.output).toEqual({ error: expect.stringMatching(/^The MCP client refused http:\/\/lab\.test\/mcp\/test's reply to tools\/call: /) as unknown });
    expect(refused.rpc?.response).toContain('"resultado":2');
  });
});

describe("a foreign server's result", () => {
  it('is its text, as JSON where it is JSON', () => {
    expect(executionOf({ content: [{ type: 'text', text: '{"a": [1, 2]}' }] }).output).toEqual({ resultado: { a: [1, 2] } });
    expect(executionOf({ content: [{ type: 'text', text: 'soleado, 21 °C' }] }).output).toEqual({ resultado: 'soleado, 21 °C' });
  });

  it('keeps structuredContent that holds resultado but was not marked wrapped', () => {
    expect(executionOf({ content: [], structuredContent: { resultado: 1 } }).output).toEqual({ resultado: { resultado: 1 } });
  });

  it('gives an unknown label no label', () => {
    expect(executionOf({ content: [{ type: 'text', text: 'no' }], isError: true, _meta: { 'agent-loop-lab/label': 'other' } })).toEqual({ output: { error: 'no' } });
  });
});
