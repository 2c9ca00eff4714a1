// The kits the page's MCP servers answer with: a run's own while it is registered; else the page's shared kit,
// built on its first request over the page's data and then kept (the house stays as a client left it); a kit whose
// data failed to load is tried again on the next request.
import { describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../src/core/data/load-market-data.ts';
import { LAB_IDS, labInfo } from '../../../src/core/labs/lab-registry.ts';
import { createLessonToolKit, LESSON_TOOLS } from '../../../src/core/tools/lesson-tools.ts';
import { createKitResolver, type KitSources } from '../../../src/mcp-browser/page-kits.ts';
import { registerRunKit, releaseRunKit, runKit } from '../../../src/mcp-browser/run-kits.ts';
import { loadOrders } from '../core/labs/lab-fixture.ts';

/** The page's sources over the repository's files, counting how often each was asked. */
function countingSources(): KitSources & { asked: { marketData: number; ordersTable: number } } {
  const asked = { marketData: 0, ordersTable: 0 };
  return {
    asked,
    marketData: () => (asked.marketData++, loadMarketData(nodeDataSource())),
    ordersTable: () => (asked.ordersTable++, loadOrders()),
  };
}

describe("the page's MCP kits", () => {
  it("answer the lesson with its four tools over the page's market data, loaded once on the first request", async () => {
    const sources = countingSources();
    const resolve = createKitResolver(sources, runKit);
    expect(sources.asked.marketData).toBe(0);
    const [first, second] = await Promise.all([resolve('lesson', null), resolve('lesson', null)]);
    expect(first?.tools.map((t) => t.name)).toEqual([...LESSON_TOOLS]);
    expect(second).toBe(first);
    expect(sources.asked.marketData).toBe(1);
    expect(first?.execute('precio', { ticker: 'BUSI', fecha: '2024-03-15' })).toMatchObject({ resultado: { cierre: 26.19 } });
  });

  it("answer each lab with its kit, the analyst's over the bundled orders, and keep the house a client changed", async () => {
    const sources = countingSources();
    const resolve = createKitResolver(sources, runKit);
    for (const lab of LAB_IDS) expect((await resolve(lab, null))?.tools.map((t) => t.name), lab).toEqual([...labInfo(lab).tools]);
    expect(sources.asked.ordersTable).toBe(1);
    expect((await resolve('hogar', null))?.execute('set_light', { cuarto: 'cocina', encendida: false })).toEqual({ resultado: { cuarto: 'cocina', luz_encendida: false, cambio: true } });
    const state = (await resolve('hogar', null))?.execute('get_home_state', {}) as { resultado: { cuartos: { cuarto: string; luz_encendida: boolean }[] } };
    expect(state.resultado.cuartos.find((room) => room.cuarto === 'cocina')?.luz_encendida).toBe(false);
  });

  it("answer a run's URL with the kit it registered, until it is released", async () => {
    const resolve = createKitResolver(countingSources(), runKit);
    const own = createLessonToolKit(await loadMarketData(nodeDataSource()), ['calculadora']);
    const runId = registerRunKit(own);
    expect(registerRunKit(own)).not.toBe(runId);
    expect(await resolve('lesson', runId)).toBe(own);
    releaseRunKit(runId);
    expect(await resolve('lesson', runId)).toBeUndefined();
  });

  it('try a kit again after its data failed to load', async () => {
    let fail = true;
    const sources: KitSources = {
      marketData: () => loadMarketData(nodeDataSource()),
      ordersTable: () => (fail ? Promise.reject(new Error('pedidos_trimestre.parquet could not be fetched')) : loadOrders()),
    };
    const resolve = createKitResolver(sources, runKit);
    await expect(resolve('analista', null)).rejects.toThrow('could not be fetched');
    fail = false;
    expect((await resolve('analista', null))?.tools.length).toBeGreaterThan(0);
  });
});
