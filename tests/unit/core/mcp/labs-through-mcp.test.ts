// Every companion lab's scenarios with their tools over MCP: the run's own kit served by the lab's server for it,
// so the same trace comes out (every event, the house's before and after, the analyst's table read) with each
// call's JSON-RPC exchange beside it.
import { describe, expect, it, vi } from 'vitest';
import type { HogarExtras } from '../../../../src/core/labs/hogar/hogar-run.ts';
import { LAB_IDS, labInfo, type LabId } from '../../../../src/core/labs/lab-registry.ts';
import { behaviour, useLabSimulators, type LabTrace } from '../labs/lab-fixture.ts';
import { nodeMcpSource } from './node-mcp-source.ts';

const sim = useLabSimulators();

const EVERY_SCENARIO = LAB_IDS.flatMap((lab) => labInfo(lab).scenarios.map((s): [LabId, string] => [lab, s.id]));

/** What the model, the verifier and the lab's outcome saw: the trace without the exchanges MCP adds. */
const seen = (trace: LabTrace) => {
  const { events, ...rest } = behaviour(trace);
  return { ...rest, events: events.map((e) => ({ ...e, rpc: undefined })) };
};

describe('the labs through MCP', () => {
  it.each(EVERY_SCENARIO)('%s / %s: the same run as with the tools called in the page', async (lab, scenario) => {
    const local = await sim.run({ lab, scenario, provider: 'anthropic' });
    const mcp = await sim.run({ lab, scenario, provider: 'anthropic', toolSource: nodeMcpSource(lab) });
    expect(seen(mcp)).toEqual(seen(local));
    expect(mcp.summary).toEqual(local.summary);
    expect(mcp.toolServer?.exchanges.at(-1)?.method).toBe('tools/list');
    const executed = mcp.events.filter((e) => e.type === 'result' && e.executed);
    expect(executed.every((e) => e.type === 'result' && e.rpc?.method === 'tools/call')).toBe(true);
  });
});

describe('approval over MCP', () => {
  it.each([true, false])('aprobar_cambio, the person answering %s: asked before the call goes; a denied call never reaches the server', async (approved) => {
    const approve = vi.fn(() => Promise.resolve(approved));
    const trace = await sim.run({ lab: 'hogar', scenario: 'aprobar_cambio', provider: 'openai-chat', approve, toolSource: nodeMcpSource('hogar') });
    expect(approve).toHaveBeenCalledTimes(1);
    const write = trace.events.find((e) => e.type === 'result' && e.name === 'set_light');
    expect(write).toMatchObject({ executed: approved, approval: { decision: approved ? 'approved' : 'denied', by: 'person' } });
    expect(write?.type === 'result' && write.rpc?.method).toBe(approved ? 'tools/call' : undefined);
    expect((trace.extras as HogarExtras).changes.length).toBe(approved ? 1 : 0);
  });
});
