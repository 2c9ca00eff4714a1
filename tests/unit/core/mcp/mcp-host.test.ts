// The lab's six tool kits as MCP servers, driven by the official SDK's own client over Streamable HTTP (its fetch
// answered by the host, as the page and the service worker answer it): the listing (pydantic's argument schemas,
// output schemas, hints), calls (structuredContent, a wrapped scalar, errors as isError content with the kits'
// wording), malformed requests as JSON-RPC errors, one run's house changed through MCP, in both protocol eras.
import { Client, LATEST_PROTOCOL_VERSION, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import { loadLabRun } from '../../../../src/core/labs/lab-registry.ts';
import { IGNORED_ARGS_META, LABEL_META, WRAPPED_META } from '../../../../src/core/mcp/result-meta.ts';
import { createMcpHost } from '../../../../src/core/mcp/mcp-host.ts';
import { KIT_IDS, type KitId } from '../../../../src/core/labs/kit-table.ts';
import { mcpKitUrl } from '../../../../src/core/mcp/mcp-kits.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import type { Table } from '../../../../src/core/labs/index.ts';
import { loadOrders } from '../labs/lab-fixture.ts';

const BASE = 'https://lab.example/app/';

/** One call per kit whose result the client checks against the listed outputSchema. */
const SAMPLE_CALLS: Record<KitId, [string, Record<string, unknown>]> = {
  lesson: ['variacion', { ticker: 'BUSI', desde: '2024-03-01', hasta: '2024-03-15' }],
  asistente: ['get_datetime', { timezone: 'Europe/Madrid' }],
  tienda: ['get_product', { name: 'pen' }],
  analista: ['aggregate', { operacion: 'sum', columna: 'importe', agrupar_por: 'region' }],
  hogar: ['get_home_state', {}],
  viajes: ['tipo_de_cambio', { de: 'EUR', a: 'MXN' }],
};

const ERAS = [
  { era: '2025 (initialize)', options: {}, handshake: 'initialize', version: LATEST_PROTOCOL_VERSION },
  { era: '2026-07-28 (server/discover)', options: { versionNegotiation: { mode: 'auto' } }, handshake: 'server/discover', version: '2026-07-28' },
] as const;

let lessonKit: ToolKit;
let orders: Table;
/** The page's shared kits (run null). */
const shared = new Map<string, ToolKit>();
/** One hogar kit per run id, opened on first use. */
const hogarRuns = new Map<string, ToolKit>();

async function labKit(lab: Exclude<KitId, 'lesson'>): Promise<ToolKit> {
  return (await loadLabRun(lab))({ table: orders }).kit;
}

const host = createMcpHost(BASE, KIT_IDS, async (kit, run) => {
  if (run === null) return shared.get(kit);
  if (kit !== 'hogar' || run === 'missing') return undefined;
  if (!hogarRuns.has(run)) hogarRuns.set(run, await labKit('hogar'));
  return hogarRuns.get(run);
});

/** The JSON-RPC methods posted, in order. */
let posted: string[] = [];

async function connect(url: string, options: (typeof ERAS)[number]['options'] = {}): Promise<Client> {
  const client = new Client({ name: 'lab-test', version: '1.0.0' }, options);
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    fetch: async (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST') posted.push((JSON.parse(await request.clone().text()) as { method?: string }).method ?? '(response)');
      return host.fetch(request);
    },
  });
  await client.connect(transport);
  return client;
}

/** A POST as any HTTP client would send it, for what the SDK's client never sends. */
function rawPost(body: string): Promise<Response> {
  return host.fetch(
    new Request(mcpKitUrl(BASE, 'lesson'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body,
    }),
  );
}

beforeAll(async () => {
  lessonKit = createLessonToolKit(await loadMarketData(nodeDataSource()));
  orders = await loadOrders();
  shared.set('lesson', lessonKit);
  for (const id of KIT_IDS) if (id !== 'lesson') shared.set(id, await labKit(id));
});

describe.each(ERAS)('the lab’s MCP servers, $era', ({ options, handshake, version }) => {
  it('list each kit’s tools with pydantic’s argument schema, an output schema and the hints, and answer a call the client checks against it', async () => {
    for (const id of KIT_IDS) {
      posted = [];
      const kit = shared.get(id) as ToolKit;
      const client = await connect(mcpKitUrl(BASE, id), options);
      expect(posted[0], id).toBe(handshake);
      expect(posted.includes('initialize'), id).toBe(handshake === 'initialize');
      expect(client.getNegotiatedProtocolVersion()).toBe(version);
      expect(client.getServerVersion()?.name).toBe(`agent-loop-lab-${id}`);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(kit.tools.map((t) => t.name));
      for (const tool of tools) {
        const definition = kit.tools.find((t) => t.name === tool.name);
        expect(tool.inputSchema, tool.name).toEqual(kit.jsonSchema(tool.name));
        expect(tool.description).toBe(definition?.description);
        expect(tool.outputSchema?.type, tool.name).toBe('object');
        expect(tool.annotations, tool.name).toEqual(definition?.annotations);
        expect(tool.annotations?.readOnlyHint, tool.name).toBe(tool.name !== 'set_light');
        if (tool.name === 'set_light') expect(tool.annotations?.destructiveHint).toBe(true);
      }
      const [name, args] = SAMPLE_CALLS[id];
      const result = await client.callTool({ name, arguments: args });
      const own = await kit.executeAsync(name, args);
      if (!('resultado' in own)) throw new Error(own.error);
      expect(result.isError, name).toBeFalsy();
      expect(result.structuredContent, name).toEqual(typeof own.resultado === 'object' ? own.resultado : { resultado: own.resultado });
      await client.close();
    }
  });

  it('call precio for BUSI on 2024-03-15: the close as structuredContent, and as text', async () => {
    const client = await connect(mcpKitUrl(BASE, 'lesson'), options);
    const result = await client.callTool({ name: 'precio', arguments: { ticker: 'BUSI', fecha: '2024-03-15' } });
    expect(result.structuredContent).toEqual({ ticker: 'BUSI', fecha: '2024-03-15', cierre: 26.19 });
    expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(result.structuredContent) }]);
    expect(result.isError).toBeFalsy();
    await client.close();
  });

  it('wrap a result that is not an object as {resultado}, and say so in _meta', async () => {
    const client = await connect(mcpKitUrl(BASE, 'lesson'), options);
    await client.listTools();
    const result = await client.callTool({ name: 'calculadora', arguments: { expresion: '(26.19 - 25) / 25 * 100' } });
    expect(result.structuredContent).toEqual({ resultado: 4.76 });
    expect(result._meta?.[WRAPPED_META]).toBe(true);
    await client.close();
  });

  it('answer bad arguments and an unknown tool as isError content in the kit’s own words, with its label', async () => {
    const client = await connect(mcpKitUrl(BASE, 'lesson'), options);
    const bad = await client.callTool({ name: 'precio', arguments: { ticker: 'BUSI', fecha: 20240315 } });
    const expected = lessonKit.executeDetailed('precio', { ticker: 'BUSI', fecha: 20240315 });
    expect(bad.isError).toBe(true);
    expect(bad.content).toEqual([{ type: 'text', text: 'error' in expected.output && expected.output.error }]);
    expect((bad.content as { text: string }[])[0]?.text).toMatch(/^argumentos no válidos: fecha: /);
    expect(bad._meta?.[LABEL_META]).toBe(expected.label);
    const unknown = await client.callTool({ name: 'cotizacion', arguments: {} });
    expect(unknown).toMatchObject({ isError: true, content: [{ type: 'text', text: 'herramienta desconocida: cotizacion' }] });
    expect(unknown._meta?.[LABEL_META]).toBe('wrong_func_name');
    const failed = await client.callTool({ name: 'precio', arguments: { ticker: 'NOPE', fecha: '2024-03-15' } });
    expect(failed.isError).toBe(true);
    expect(failed._meta?.[LABEL_META]).toBeUndefined();
    await client.close();
  });

  it('change one run’s house through set_light, seen by the next request and by the kit, not by the shared house', async () => {
    const client = await connect(mcpKitUrl(BASE, 'hogar', `run-${handshake}`), options);
    const off = { name: 'set_light', arguments: { cuarto: 'Cocina', encendida: false } };
    expect((await client.callTool(off)).structuredContent).toEqual({ cuarto: 'cocina', luz_encendida: false, cambio: true });
    expect((await client.callTool(off)).structuredContent).toEqual({ cuarto: 'cocina', luz_encendida: false, cambio: false });
    const homeState = (kit: ToolKit | undefined) => kit?.execute('get_home_state', {}) as { resultado: { cuartos: { cuarto: string; luz_encendida: boolean }[] } };
    const cocina = (kit: ToolKit | undefined) => homeState(kit).resultado.cuartos.find((r) => r.cuarto === 'cocina')?.luz_encendida;
    expect(cocina(hogarRuns.get(`run-${handshake}`))).toBe(false);
    expect(cocina(shared.get('hogar'))).toBe(true);
    await client.close();
  });
});

describe('the lab’s MCP host', () => {
  it('report the arguments a kit that ignores undeclared ones dropped', async () => {
    const client = await connect(mcpKitUrl(BASE, 'asistente'));
    const result = await client.callTool({ name: 'calculator', arguments: { expression: '6 * 7', precision: 2 } });
    expect(result.structuredContent).toEqual({ resultado: '42' });
    expect(result._meta?.[IGNORED_ARGS_META]).toEqual(['precision']);
    await client.close();
  });

  it('answer a body that is not JSON, or not a JSON-RPC request, with a JSON-RPC error', async () => {
    for (const [body, code] of [['{not json', -32700], ['{"jsonrpc":"2.0"}', -32600]] as const) {
      const response = await rawPost(body);
      expect(response.status, body).toBe(400);
      const answer = (await response.json()) as { jsonrpc: string; error: { code: number; message: string } };
      expect(answer.jsonrpc).toBe('2.0');
      expect(answer.error.code, body).toBe(code);
    }
  });

  it('refuse GET and DELETE (no sessions), answer a kit or run it has not with a 404 that says so, and a failed lookup with a 500', async () => {
    for (const method of ['GET', 'DELETE']) {
      expect((await host.fetch(new Request(mcpKitUrl(BASE, 'lesson'), { method, headers: { accept: 'text/event-stream' } }))).status).toBe(405);
    }
    const missing = await host.fetch(new Request(mcpKitUrl(BASE, 'hogar', 'missing'), { method: 'POST', body: '{}' }));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ jsonrpc: '2.0', error: { message: "no 'hogar' tool kit for run 'missing'" } });
    await expect(connect(mcpKitUrl(BASE, 'tienda', 'missing'))).rejects.toThrow();
    const broken = createMcpHost(BASE, KIT_IDS, () => Promise.reject(new Error('the run was discarded')));
    const failed = await broken.fetch(new Request(mcpKitUrl(BASE, 'hogar', 'r'), { method: 'POST', body: '{}' }));
    expect(failed.status).toBe(500);
    expect(await failed.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32603, message: 'the run was discarded' } });
  });

  it('match the URLs of its six servers under the base, and no other', () => {
    for (const id of KIT_IDS) expect(host.matches(new URL(mcpKitUrl(BASE, id, 'r')))).toBe(true);
    expect(host.matches(new URL('https://lab.example/app/mcp/bolsa'))).toBe(false);
    expect(host.matches(new URL('https://lab.example/mcp/lesson'))).toBe(false);
  });
});
