// A lab page's state played on the simulators (MSW's Node server, the official SDKs): the link's limits over the
// scenario's, the clock, the house and the student's table reach the run.
import { describe, expect, it } from 'vitest';
import { loadTable } from '../../../../src/core/labs/index.ts';
import { STUDENT_CSV } from '../../../fixtures/student-orders.ts';
import { TRANSPORT, useLabSimulators } from '../../core/labs/lab-fixture.ts';
import { readLabState } from '../../../../src/ui/labs/lab-params.ts';
import { simulatedBackend } from '../../../../src/core/sim/simulated-backend.ts';
import type { ProviderId } from '../../../../src/core/shapes/provider-ids.ts';
import { playQuestionSet, playScenario } from '../../../../src/ui/labs/lab-plays.ts';
import { nodeMcpSource } from '../../core/mcp/node-mcp-source.ts';

const sim = useLabSimulators();
const on = (provider: ProviderId) => simulatedBackend({ provider, transport: TRANSPORT, countTokens: sim.countTokens });

describe('playScenario', () => {
  it("max_iteraciones stops at the scenario's 2 steps with the partial answer; the link's 4 steps let it answer", async () => {
    const capped = await playScenario(on('anthropic'), readLabState('asistente', { scenario: 'max_iteraciones' }), {});
    expect(capped.outcome.extras).toMatchObject({ lab: 'asistente', runSummary: "📊 Tools used: ['calculator', 'get_datetime'] | Iterations: 2 (max reached)" });
    expect(capped.outcome.extras.lab === 'asistente' && capped.outcome.extras.partialAnswer).toMatch(/^Reached max iterations\. Best answer with current info:/);
    const freed = await playScenario(on('anthropic'), readLabState('asistente', { scenario: 'max_iteraciones', steps: '4' }), {});
    expect(freed.trace.summary.answer).toContain('141.05');
    expect(freed.outcome.extras).toEqual({ lab: 'asistente', runSummary: "📊 Tools used: ['calculator', 'get_datetime', 'calculator'] | Iterations: 3" });
  });

  it("the link's clock is the one get_datetime reads", async () => {
    const record = await playScenario(on('openai-chat'), readLabState('asistente', { clock: '2025-06-16T09:00:00Z' }), {});
    expect(record.trace.summary.answer).toContain('136.05');
    expect(record.trace.summary.findings).toEqual([]);
  });

  it("the house starts with the link's lights: with every light off there is nothing to switch", async () => {
    const record = await playScenario(on('gemini'), readLabState('hogar', { lights: '00000' }), {});
    expect(record.trace.summary.answer).toContain('No había luces encendidas en cuartos desocupados.');
    expect(record.outcome.extras).toMatchObject({ lab: 'hogar', changes: [], comparison: { agree: true } });
  });

  it('via=mcp: the run takes its tools from the MCP source the page gives, its house changed through the server; without via, not', async () => {
    const over = await playScenario(on('gemini'), readLabState('hogar', { via: 'mcp' }), { mcpTools: nodeMcpSource('hogar') });
    const here = await playScenario(on('gemini'), readLabState('hogar', {}), { mcpTools: nodeMcpSource('hogar') });
    expect(over.trace.toolServer?.url).toContain('/mcp/hogar');
    expect(here.trace.toolServer).toBeUndefined();
    expect(over.outcome.extras).toEqual(here.outcome.extras);
    expect(over.trace.summary).toEqual(here.trace.summary);
  });

  it("a student's table: the February script reads its columns and sums its rows", async () => {
    const loaded = await loadTable('mis_pedidos.csv', new TextEncoder().encode(STUDENT_CSV));
    if (!loaded.ok) throw new Error(loaded.error.en);
    const record = await playScenario(on('openai-responses'), readLabState('analista', {}), { table: loaded.table });
    expect(record.trace.summary.answer).toBe('Los pedidos entregados de la región Norte en febrero sumaron 120.75.');
    expect(record.trace.summary.findings).toEqual([]);
    expect(record.outcome.extras).toMatchObject({ lab: 'analista', table: { source: 'mis_pedidos.csv', rowCount: 5 } });
  });
});

describe('playQuestionSet', () => {
  it("plays in the kit's house, whatever lights the last run left", async () => {
    const report = await playQuestionSet(on('anthropic'), readLabState('hogar', { lights: '00000' }), {});
    expect(report.share).toBe(1);
    expect(report.runs.every((r) => r.correct && r.run.report.script.status === 'complete')).toBe(true);
    // "Turn off the lights in every unoccupied room" found two lit, as it was written for.
    expect(report.runs[0]?.run.outcome.extras).toMatchObject({ lab: 'hogar', report: [{ en: 'Kitchen: light on → light off' }, { en: 'Bedroom: light on → light off' }] });
  });

  it('each question at its own clock unless the link sets one', async () => {
    const own = await playQuestionSet(on('openai-chat'), readLabState('asistente', {}), {});
    expect(own.share).toBe(1);
    expect(own.runs[5]?.run.trace.summary.answer).toBe('It is 10:45 in Madrid (UTC+01:00).');
    const clockResult = (report: typeof own) =>
      report.runs[5]?.run.trace.events.flatMap((e) => (e.type === 'result' && e.name === 'get_datetime' ? [e.output] : []));
    expect(clockResult(own)).toEqual([{ resultado: expect.stringMatching(/^2025-01-15T10:45/) }]);
    const fixed = await playQuestionSet(on('openai-chat'), readLabState('asistente', { clock: '2025-06-16T14:00:00Z' }), {});
    expect(clockResult(fixed)).toEqual([{ resultado: expect.stringMatching(/^2025-06-16T16:00/) }]);
    // The good run's written answer no longer matches what the clock said, and the verifier sees it.
    expect(fixed.runs[5]?.findings.map((f) => f.detail)).toContain('figure without a source: 10');
  });
});
