// mcpFetch, the fetch an MCP client in the page uses: with no worker in control, the lab's server URLs are answered
// by the page's own host (the shared lesson kit, a run's registered kit) and any other URL goes to the network;
// with the worker in control, everything goes to the network, where the worker relays the servers' URLs.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { nodeDataSource } from '../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../src/core/data/load-market-data.ts';
import { KIT_IDS, LESSON_KIT } from '../../../src/core/labs/kit-table.ts';
import { labInfo } from '../../../src/core/labs/lab-registry.ts';
import { mcpKitUrl } from '../../../src/core/mcp/mcp-kits.ts';
import { createLessonToolKit, LESSON_TOOLS } from '../../../src/core/tools/lesson-tools.ts';
import { mcpFetch, startMcpServing } from '../../../src/mcp-browser/mcp-serving.ts';
import { registerRunKit, releaseRunKit } from '../../../src/mcp-browser/run-kits.ts';
import { loadOrders } from '../core/labs/lab-fixture.ts';

const SCOPE = 'https://school.example/some/sub/';
const worker = vi.hoisted(() => ({ controlled: false }));
vi.mock('../../../src/site-worker/site-worker-client.ts', () => ({
  siteBase: () => new URL('https://school.example/some/sub/'),
  siteWorkerState: () => ({ status: worker.controlled ? 'offline-ready' : 'unavailable', controlled: worker.controlled, updateWaiting: false }),
}));

const listTools = (url: string) =>
  mcpFetch(url, {
    method: 'POST',
    headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json', 'mcp-protocol-version': '2025-11-25' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });

/** The tools of a tools/list reply, in a JSON body or a server-sent event's data. */
async function toolNames(response: Response): Promise<string[]> {
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('text/event-stream')
    ? text.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5)).join('')
    : text;
  return (JSON.parse(json) as { result: { tools: { name: string }[] } }).result.tools.map((t) => t.name);
}

describe('mcpFetch', () => {
  const network = vi.fn(async () => new Response('from the network'));

  beforeAll(() => {
    vi.stubGlobal('fetch', network);
    // A page with no service workers at all (plain http on a LAN address).
    vi.stubGlobal('navigator', {});
    startMcpServing({ marketData: () => loadMarketData(nodeDataSource()), ordersTable: loadOrders });
  });
  afterEach(() => {
    network.mockClear();
    worker.controlled = false;
  });
  // The test files share a worker's globals (vite.config.ts, isolate: false): a page without navigator.language or
  // with a stand-in fetch must not outlive this file.
  afterAll(() => {
    vi.unstubAllGlobals();
  });

  it("without a worker, answers mcp/lesson from the page's host, never the network", async () => {
    const response = await listTools(mcpKitUrl(SCOPE, 'lesson'));
    expect(response.status).toBe(200);
    expect(await toolNames(response)).toEqual([...LESSON_TOOLS]);
    expect(network).not.toHaveBeenCalled();
  });

  it('answers every kit of the kit table, each with its own tools', async () => {
    for (const id of KIT_IDS) {
      const response = await listTools(mcpKitUrl(SCOPE, id));
      expect(response.status, id).toBe(200);
      expect(await toolNames(response), id).toEqual(id === LESSON_KIT ? [...LESSON_TOOLS] : labInfo(id).tools);
    }
    expect(network).not.toHaveBeenCalled();
  });

  it("without a worker, answers a run's URL with the kit the run registered", async () => {
    const runId = registerRunKit(createLessonToolKit(await loadMarketData(nodeDataSource()), ['calculadora']));
    expect(await toolNames(await listTools(mcpKitUrl(SCOPE, 'lesson', runId)))).toEqual(['calculadora']);
    releaseRunKit(runId);
  });

  it('without a worker, sends any other URL to the network', async () => {
    expect(await (await mcpFetch(`${SCOPE}data/acciones6_precios.parquet`)).text()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("with the worker in control, sends the servers' URLs to the network, where the worker relays them", async () => {
    worker.controlled = true;
    expect(await (await listTools(mcpKitUrl(SCOPE, 'lesson'))).text()).toBe('from the network');
    expect(network).toHaveBeenCalledTimes(1);
  });
});
