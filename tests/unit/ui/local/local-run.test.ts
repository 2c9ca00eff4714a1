// #/local plays its own run and its bench's entries through one function: a scripted plan, then a fork of it with a
// program's result edited, its parent's trace handed on; a run that needs the model says why when it has none.
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import { readSettings } from '../../../../src/ui/local/local-settings.ts';
import { playLocalRun } from '../../../../src/ui/local/local-run.ts';
import { nodeMcpSource } from '../../core/mcp/node-mcp-source.ts';

let kit: ToolKit;
beforeAll(async () => {
  kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
});
const noModel = () => {
  throw new Error('Load the model first.');
};

describe('a #/local run, its own or an entry', () => {
  it('a scripted plan, then its fork with the second close edited to 30: the sentence follows the edit', async () => {
    const settings = readSettings({ mode: 'plan', plan: 'correcto' });
    const own = await playLocalRun(settings, kit, { model: noModel });
    expect(own).toMatchObject({ kind: 'plan', scripted: 'correcto', steps: [] });
    const edit = { kind: 'stage-result' as const, call: 1, text: JSON.stringify({ resultado: { ticker: 'BUSI', fecha: '2024-03-22', cierre: 30 } }) };
    const fork = await playLocalRun(settings, kit, { model: noModel, edits: [edit], parent: own });
    if (fork.kind !== 'plan' || own.kind !== 'plan') throw new Error('a plan was asked for');
    expect(fork.trace.edits).toEqual([edit]);
    expect(fork.trace.answer).toContain('14.55');
    expect(own.trace.answer).toContain('6.45');
  });

  it('via=mcp: the plan\'s program calls its tools over MCP, each call\'s tools/call in its stage; without via, the source is left alone', async () => {
    const over = await playLocalRun(readSettings({ mode: 'plan', plan: 'correcto', via: 'mcp' }), kit, { model: noModel, mcpTools: nodeMcpSource('lesson') });
    const here = await playLocalRun(readSettings({ mode: 'plan', plan: 'correcto' }), kit, { model: noModel, mcpTools: nodeMcpSource('lesson') });
    if (over.kind !== 'plan' || here.kind !== 'plan') throw new Error('a plan was asked for');
    expect(over.trace.answer).toBe(here.trace.answer);
    const calls = (trace: typeof over.trace) => trace.stages.flatMap((stage) => (stage.stage === 'compute' ? stage.calls : []));
    expect(calls(over.trace).map((c) => c.rpc?.method)).toEqual(calls(here.trace).map(() => 'tools/call'));
    expect(calls(here.trace).length).toBeGreaterThan(1);
    expect(calls(here.trace).some((c) => c.rpc)).toBe(false);
  });

  it('the loop needs the model: without it the run says so', async () => {
    await expect(playLocalRun(readSettings({}), kit, { model: noModel })).rejects.toThrow('Load the model first.');
  });
});
