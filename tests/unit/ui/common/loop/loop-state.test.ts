// Where a run stands on the drawing of the loop, unit by unit: the lit stage, the gate that turned a call back, the
// edges' counts so far and the gates switched off, on the lesson's golden traces (correcto, bucle, argumentos
// inventados), a companion lab's invented tool (the allowlist), runs on the simulators with a guardrail off or a
// token limit, plans with the scripted plans, and runs held live before a request.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../../scripts/node-data-source.ts';
import { scriptedModel } from '../../../../../src/core/agent/plan/chat-model.ts';
import { planAndExecute } from '../../../../../src/core/agent/plan/plan-and-execute.ts';
import type { PlanTrace } from '../../../../../src/core/agent/plan/plan-trace.ts';
import { scriptedPlanModels } from '../../../../../src/core/sim/scripted-plans.ts';
import { revealUnits } from '../../../../../src/core/agent/reveal-units.ts';
import type { Trace } from '../../../../../src/core/agent/trace.ts';
import { loadMarketData } from '../../../../../src/core/data/load-market-data.ts';
import { createLessonToolKit } from '../../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../../src/core/tools/tool-kit-types.ts';
import { heldLoopState, loopOutline, loopState } from '../../../../../src/ui/common/loop/loop-state.ts';
import { loopGates, type LoopState } from '../../../../../src/ui/common/loop/loop-stages.ts';
import { useSimulators } from '../../../core/sim/sim-fixture.ts';

const GOLDEN = fileURLToPath(new URL('../../../../golden/', import.meta.url));
const golden = (path: string): Trace => (JSON.parse(readFileSync(join(GOLDEN, path), 'utf8')) as { trace: Trace }).trace;

/** Each unit's place as `stage` or `stage!gate` (turned back there). */
function walk(trace: Trace): string[] {
  const units = revealUnits(trace);
  return units.map((_, i) => place(loopState(trace, units, i + 1)));
}
const place = (s: LoopState) => `${s.stage ?? '-'}${s.rejected ? `!${s.rejected}` : ''}`;
const at = (trace: Trace, shown: number | null) => loopState(trace, revealUnits(trace), shown);

describe('a ReAct run on the loop', () => {
  it('correcto: the lit stage goes round three times, every call runs, nothing is turned back', () => {
    const trace = golden('lesson/correcto.openai-responses.lesson.trace.json');
    expect(walk(trace)).toEqual([
      'model', 'calls', 'checks', 'tool', 'checks', 'tool',
      'model', 'calls', 'checks', 'tool',
      'model', 'answer', 'answer', 'verdict',
    ]);
    expect(at(trace, 4).counts).toEqual({ request: 1, call: 2, run: 1, back: 1, answer: 0, verify: 0 });
    expect(at(trace, 4).step).toBe(1);
    const end = at(trace, null);
    expect(end.counts).toEqual({ request: 3, call: 3, run: 3, back: 3, answer: 1, verify: 1 });
    expect(place(end)).toBe('verdict');
    expect(Object.values(end.fired).every((n) => n === 0)).toBe(true);
    expect(loopGates().every((g) => end.gates[g] === 'on')).toBe(true);
  });

  it('bucle: each repeated call bounces off the repetition gate and its error goes back; the step limit stops the request; the verifier finds no answer', () => {
    const trace = golden('lesson/bucle.openai-responses.lesson.trace.json');
    const steps = walk(trace);
    expect(steps.slice(0, 8)).toEqual(['model', 'calls', 'checks', 'tool', 'model', 'calls', 'checks!repetition', 'observation']);
    expect(steps.slice(-3)).toEqual(['model!stepLimit', 'model!stepLimit', 'verdict!verifier']);
    const second = at(trace, 7);
    expect(second.step).toBe(2);
    expect(second.fired.repetition).toBe(1);
    expect(second.counts).toMatchObject({ request: 2, call: 2, run: 1, back: 1 });
    const end = at(trace, null);
    expect(end.counts).toEqual({ request: 6, call: 6, run: 1, back: 6, answer: 0, verify: 1 });
    expect(end.fired).toMatchObject({ repetition: 5, stepLimit: 1, verifier: 1, validation: 0 });
    expect(end.rejected).toBe('verifier');
  });

  it('argumentos_inventados: the invented arguments bounce off the schema, the corrected ones run', () => {
    const trace = golden('lesson/argumentos_inventados.openai-responses.lesson.trace.json');
    expect(walk(trace).slice(0, 6)).toEqual(['model', 'calls', 'checks!validation', 'observation', 'model', 'calls']);
    expect(at(trace, null).fired.validation).toBe(1);
    expect(at(trace, null).counts).toMatchObject({ call: 4, run: 3, back: 4, answer: 1 });
  });

  it("a tool the model was not offered bounces off the allowlist (the assistant lab's invented tool)", () => {
    const trace = golden('labs/asistente.herramienta_inventada.openai-responses.trace.json');
    expect(walk(trace).slice(0, 4)).toEqual(['model', 'calls', 'checks!allowlist', 'observation']);
    expect(at(trace, 4).fired.allowlist).toBe(1);
  });

  it('before the first unit nothing is lit and nothing counted yet', () => {
    const s = at(golden('lesson/correcto.openai-responses.lesson.trace.json'), 0);
    expect(s.stage).toBeNull();
    expect(s.counts).toEqual({ request: 0, call: 0, run: 0, back: 0, answer: 0, verify: 0 });
  });
});

describe('a ReAct run on the simulators', () => {
  const sim = useSimulators();

  it('with repetition detection off its gate is greyed, the repeated calls run, and the rest stay on', async () => {
    const trace = await sim.run({ provider: 'anthropic', scenario: 'bucle', switches: { repetition: false } });
    const end = at(trace, null);
    expect(end.gates.repetition).toBe('off');
    expect(loopGates().filter((g) => end.gates[g] === 'off')).toEqual(['repetition']);
    expect(end.fired.repetition).toBe(0);
    expect(end.counts?.run).toBe(6);
    expect(walk(trace)).not.toContain('checks!repetition');
  });

  it('a request the token limit stops bounces off the token gate before the model', async () => {
    const trace = await sim.run({ provider: 'anthropic', scenario: 'bucle', limits: { maxTokens: 300 } });
    expect(walk(trace).slice(-4)).toEqual(['model!tokenLimit', 'model!tokenLimit', 'model!tokenLimit', 'verdict!verifier']);
    expect(at(trace, null).fired.tokenLimit).toBe(1);
  });

  it('held live before a request: lit at the model, that request waiting, everything before it counted', async () => {
    const trace = await sim.run({ provider: 'anthropic', scenario: 'correcto' });
    const second = trace.events.findIndex((e) => e.type === 'request' && e.step === 2);
    const sofar: Trace = { ...trace, events: trace.events.slice(0, second) };
    const held = heldLoopState(sofar, revealUnits(sofar), 2);
    expect(held).toMatchObject({ stage: 'model', held: 2, step: 2, rejected: null });
    expect(held.counts).toEqual({ request: 1, call: 2, run: 2, back: 2, answer: 0, verify: 0 });
    const first = heldLoopState({ ...trace, events: [] }, [], 1);
    expect(first).toMatchObject({ stage: 'model', held: 1, counts: { request: 0, call: 0 } });
  });
});

describe('a plan on the loop', () => {
  const QUESTION = '¿Cuánto cambió en porcentaje el cierre de BUSI entre el 2024-03-15 y el 2024-03-22?';
  let kit: ToolKit;
  beforeAll(async () => {
    kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
  });
  const planWalk = (trace: PlanTrace) => trace.stages.map((_, i) => place(loopState(trace, trace.stages, i + 1)));

  it('correcto walks the loop once: the checks, the tools, the answer, the verdict; only the schema and the verifier are gates', async () => {
    const trace = await planAndExecute(QUESTION, scriptedPlanModels('correcto'), kit);
    expect(planWalk(trace)).toEqual(['checks', 'tool', 'answer', 'verdict']);
    const end = loopState(trace, trace.stages, null);
    expect(end.kind).toBe('plan');
    expect(end.counts).toEqual({ request: 2, call: 1, run: 3, back: 1, answer: 1, verify: 1 });
    expect(loopGates().filter((g) => end.gates[g] !== 'absent')).toEqual(['validation', 'verifier']);
    expect(loopState(trace, trace.stages, 2).counts).toMatchObject({ request: 1, run: 3, answer: 0 });
  });

  it('fecha_europea: the first parameters bounce off the schema, the error goes back, the retry passes', async () => {
    const trace = await planAndExecute(QUESTION, scriptedPlanModels('fecha_europea'), kit);
    const extract = loopState(trace, trace.stages, 1);
    expect(place(extract)).toBe('checks');
    expect(extract.fired.validation).toBe(1);
    expect(extract.counts).toMatchObject({ request: 2, call: 2, back: 1 });
    expect(loopState(trace, trace.stages, null).counts).toMatchObject({ request: 3, back: 2 });
  });

  it('cifra_equivocada: the verifier turns the sentence back', async () => {
    const trace = await planAndExecute(QUESTION, scriptedPlanModels('cifra_equivocada'), kit);
    expect(planWalk(trace).at(-1)).toBe('verdict!verifier');
  });

  it('parameters never valid: the extraction ends bounced off the schema', async () => {
    const never = scriptedModel(() => 'no lo sé');
    const trace = await planAndExecute(QUESTION, { extractor: never, writer: never }, kit);
    expect(planWalk(trace)[0]).toBe('checks!validation');
    expect(loopState(trace, trace.stages, 1).counts).toMatchObject({ request: 2, call: 2, back: 1 });
  });

  it('held before the writer: lit at the model, the table counted', async () => {
    const trace = await planAndExecute(QUESTION, scriptedPlanModels('correcto'), kit);
    const sofar: PlanTrace = { ...trace, stages: trace.stages.slice(0, 2) };
    expect(heldLoopState(sofar, sofar.stages, 2)).toMatchObject({ kind: 'plan', stage: 'model', held: 2, step: null, counts: { request: 1, back: 1 } });
  });
});

describe('the loop with no run', () => {
  it('is unlit, uncounted, every gate on; a plan has only its own gates', () => {
    const outline = loopOutline();
    expect(outline).toMatchObject({ kind: 'react', stage: null, counts: null, rejected: null, held: null });
    expect(loopGates().every((g) => outline.gates[g] === 'on')).toBe(true);
    expect(loopGates().filter((g) => loopOutline('plan').gates[g] === 'on')).toEqual(['validation', 'verifier']);
  });
});
