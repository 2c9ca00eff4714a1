// Every tool of every kit says what it does to the world (MCP's hints): the approval guardrail and the MCP
// servers read them, and a tool without them would be taken for one that writes.
import { describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import { LAB_IDS, loadLabRun } from '../../../../src/core/labs/lab-registry.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import { changesState } from '../../../../src/core/tools/tool-annotations.ts';
import { loadOrders } from '../labs/lab-fixture.ts';

describe('tool annotations', () => {
  it('mark only the house’s set_light as a write, and every tool of every kit with its hints', async () => {
    const kits = [createLessonToolKit(await loadMarketData(nodeDataSource()))];
    const table = await loadOrders();
    for (const lab of LAB_IDS) kits.push((await loadLabRun(lab))({ table }).kit);
    const tools = kits.flatMap((kit) => kit.tools);
    expect(tools.filter((t) => t.annotations === undefined).map((t) => t.name)).toEqual([]);
    expect(tools.filter((t) => changesState(t.annotations)).map((t) => t.name)).toEqual(['set_light']);
    expect(tools.find((t) => t.name === 'set_light')?.annotations).toMatchObject({ destructiveHint: true, idempotentHint: true });
    expect(tools.find((t) => t.name === 'wikipedia_search')?.annotations?.openWorldHint).toBe(true);
  });

  it('read absent hints as the MCP spec does: a tool that may write', () => {
    expect(changesState(undefined)).toBe(true);
    expect(changesState({ destructiveHint: false })).toBe(true);
    expect(changesState({ readOnlyHint: true })).toBe(false);
  });
});
