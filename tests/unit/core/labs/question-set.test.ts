// The question sets in one call: every preset question's good run on an API shape, and the course's metric
// (the Tool-Calling Agent course): the share answered within 5 iterations (target 90 %), and the tools each question used.
import { describe, expect, it } from 'vitest';
import { INITIAL_HOME } from '../../../../src/core/labs/hogar/home-state.ts';
import { LAB_IDS, labInfo } from '../../../../src/core/labs/lab-registry.ts';
import { QUESTION_SET_TARGET, runQuestionSet } from '../../../../src/core/labs/question-set.ts';
import { PROVIDER_IDS, type ProviderId } from '../../../../src/core/shapes/provider-ids.ts';
import { simulatedBackend } from '../../../../src/core/sim/simulated-backend.ts';
import { TRANSPORT, useLabSimulators, WIKIPEDIA_TIMEOUT_MS } from './lab-fixture.ts';

const sim = useLabSimulators();
const options = () => ({ wikipediaTimeoutMs: WIKIPEDIA_TIMEOUT_MS, table: sim.orders });
const backend = (provider: ProviderId) => simulatedBackend({ provider, transport: TRANSPORT, countTokens: sim.countTokens });

describe("the asistente's dozen questions", () => {
  it.each(PROVIDER_IDS)('%s: all answered, right, within 5 iterations', async (provider) => {
    const report = await runQuestionSet({ ...options(), lab: 'asistente' }, backend(provider));
    expect(report.runs).toHaveLength(12);
    expect(report.share).toBe(1);
    expect(report.meetsTarget).toBe(true);
    expect(report.runs.every((r) => r.answered && r.correct && r.findings.length === 0 && r.run.report.script.status === 'complete')).toBe(true);
    expect(report.runs.map((r) => [r.iterations, r.toolsUsed])).toEqual([
      [3, ['calculator', 'get_datetime', 'calculator']],
      [1, ['calculator']],
      [1, ['calculator']],
      [1, ['wikipedia_search']],
      [1, ['get_datetime']],
      [1, ['get_datetime']],
      [3, ['wikipedia_search', 'get_datetime', 'calculator']],
      [3, ['wikipedia_search', 'wikipedia_search', 'calculator']],
      [3, ['wikipedia_search', 'wikipedia_search', 'calculator']],
      [1, ['calculator']],
      [2, ['get_datetime', 'calculator']],
      [1, ['wikipedia_search']],
    ]);
    // Each question at its own clock: Madrid's is a winter one.
    expect(report.runs[5]?.run.trace.summary.answer).toBe('It is 10:45 in Madrid (UTC+01:00).');
  });

  it('the metric is honest: with two iterations allowed, the longer questions hit the cap and the share falls', async () => {
    const report = await runQuestionSet({ ...options(), lab: 'asistente', limits: { maxSteps: 2 } }, backend('gemini'));
    expect(report.runs.filter((r) => r.withinTarget)).toHaveLength(7);
    expect(report.share).toBeCloseTo(7 / 12);
    expect(report.meetsTarget).toBe(false);
    const capped = report.runs.filter((r) => !r.answered);
    expect(capped.every((r) => r.run.outcome.metric.hitMaxIterations && r.run.outcome.extras.lab === 'asistente' && r.run.outcome.extras.partialAnswer !== undefined)).toBe(true);
    expect(QUESTION_SET_TARGET).toEqual({ iterations: 5, share: 0.9 });
  });
});

describe("the other labs' questions", () => {
  it.each(LAB_IDS.filter((lab) => lab !== 'asistente'))('%s: every good run plays through to its known answer', async (lab) => {
    const report = await runQuestionSet({ ...options(), lab }, backend('anthropic'));
    expect(report.runs.map((r) => r.question)).toEqual(labInfo(lab).questions.map((q) => q.question));
    expect(report.runs.every((r) => r.answered && r.correct && r.run.report.script.status === 'complete')).toBe(true);
    expect(report.share).toBe(1);
  });
});

describe("the house's questions are judged by the house, as the eval judges them", () => {
  it('with the kitchen already dark, the command\'s good run still says "cocina y la recámara", but only the bedroom changed: not right', async () => {
    const home = INITIAL_HOME.map((room) => (room.cuarto === 'cocina' ? { ...room, luz_encendida: false } : room));
    const report = await runQuestionSet({ ...options(), lab: 'hogar', home }, backend('anthropic'));
    const [command, readOnly, bathroom] = report.runs;
    expect(command?.run.trace.summary.answer).toContain('cocina y la recámara');
    expect(command?.correct).toBe(false);
    expect(command?.run.outcome.extras).toMatchObject({ lab: 'hogar', changes: [{ room: 'recámara', after: false }] });
    expect([readOnly?.correct, bathroom?.correct]).toEqual([true, true]);
    // The kit's own house: every good run changes what its question asks.
    const kit = await runQuestionSet({ ...options(), lab: 'hogar' }, backend('anthropic'));
    expect(kit.runs.map((r) => r.correct)).toEqual([true, true, true]);
  });
});
