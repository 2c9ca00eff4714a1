// What one press of Step reveals, on real traces: the golden traces of the lesson's scenarios and the companion
// labs, and a token-limit run on the simulators.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useSimulators } from '../../../core/sim/sim-fixture.ts';
import type { Trace } from '../../../../../src/core/agent/index.ts';
import { revealText } from '../../../../../src/ui/common/trace/reveal-texts.ts';
import { revealedIndices, revealUnits, type RevealUnit } from '../../../../../src/core/agent/reveal-units.ts';

const GOLDEN = fileURLToPath(new URL('../../../../golden/', import.meta.url));

function golden(path: string): Trace {
  return (JSON.parse(readFileSync(join(GOLDEN, path), 'utf8')) as { trace: Trace }).trace;
}

/** Every golden trace of a run (the question sets hold many runs each, and are left out). */
function goldenTraces(): [string, Trace][] {
  return ['lesson', 'labs'].flatMap((group) =>
    readdirSync(join(GOLDEN, group))
      .filter((f) => f.endsWith('.trace.json'))
      .map((f): [string, Trace] => [`${group}/${f}`, golden(`${group}/${f}`)]),
  );
}

/** A unit as `kind step [callId] indices`, short enough to read a whole run at a glance. */
const show = (u: RevealUnit) => [u.kind, u.step, ...(u.callId ? [u.callId.replace('call_', '')] : []), u.eventIndices.join(',')].join(' ');

function expectEveryEventOnceInOrder(trace: Trace, units: RevealUnit[]): void {
  expect(units.flatMap((u) => u.eventIndices)).toEqual(trace.events.map((_, i) => i));
  for (const u of units) expect(u.eventIndices.length).toBeGreaterThan(0);
}

describe('reveal units', () => {
  it('walks correcto on the Responses API: 3 requests, the two prices checked and sent back one by one, the verdict last', () => {
    const trace = golden('lesson/correcto.openai-responses.lesson.trace.json');
    const units = revealUnits(trace);
    expect(units.map(show)).toEqual([
      'request 1 0',
      'reply 1 1,2',
      'checks 1 0_0 3',
      'result 1 0_0 4',
      'checks 1 0_1 5',
      'result 1 0_1 6',
      'request 2 7',
      'reply 2 8',
      'checks 2 2_0 9',
      'result 2 2_0 10',
      'request 3 11',
      'answer 3 12',
      'end 3 13',
      'verdict 3 14',
    ]);
    expect(units.filter((u) => u.kind === 'request')).toHaveLength(trace.summary.steps);
    expectEveryEventOnceInOrder(trace, units);
  });

  it('walks bucle: the repeated call refused at each step, then the step limit, the end and the verdict', () => {
    const trace = golden('lesson/bucle.openai-responses.lesson.trace.json');
    const units = revealUnits(trace);
    const step = (n: number, first: number) => [
      `request ${n} ${first}`,
      `reply ${n} ${first + 1}`,
      `checks ${n} ${n - 1}_0 ${first + 2}`,
      `result ${n} ${n - 1}_0 ${first + 3}`,
    ];
    expect(units.map(show)).toEqual([
      ...step(1, 0),
      ...step(2, 4),
      ...step(3, 8),
      ...step(4, 12),
      ...step(5, 16),
      ...step(6, 20),
      'limit 6 24',
      'end 6 25',
      'verdict 6 26',
    ]);
    // From step 2 on, the checks are the repetition guardrail's refusal.
    const checks = units.filter((u) => u.kind === 'checks').map((u) => trace.events[u.eventIndices[0]!]);
    expect(checks.map((e) => e?.type === 'guardrail' && e.guard)).toEqual([false, 'repetition', 'repetition', 'repetition', 'repetition', 'repetition']);
  });

  it('reveals every event of every golden trace exactly once, in order', () => {
    const traces = goldenTraces();
    expect(traces.length).toBeGreaterThan(50);
    for (const [name, trace] of traces) {
      const units = revealUnits(trace);
      expect(units.flatMap((u) => u.eventIndices), name).toEqual(trace.events.map((_, i) => i));
      // Each step opens with its request; the run closes with its end and then the verdict.
      expect(units.at(-1)?.kind, name).toBe('verdict');
      expect(units.at(-2)?.kind, name).toBe('end');
      const starts = units.filter((u, i) => i === 0 || units[i - 1]!.step !== u.step);
      expect(starts.every((u) => u.kind === 'request'), name).toBe(true);
    }
  });

  it('keeps what a model wrote beside its calls in the reply (a companion lab)', () => {
    const trace = golden('labs/analista.columna_desconocida.anthropic.trace.json');
    const units = revealUnits(trace);
    const textAt = trace.events.findIndex((e) => e.type === 'text');
    const reply = units.find((u) => u.eventIndices.includes(textAt));
    expect(reply?.kind).toBe('reply');
    expect(reply!.eventIndices.map((i) => trace.events[i]?.type)).toEqual(['text', ...Array<string>(reply!.eventIndices.length - 1).fill('call')]);
    expectEveryEventOnceInOrder(trace, units);
  });

  it('counts what the first units reveal and which is current', () => {
    const units = revealUnits(golden('lesson/correcto.openai-responses.lesson.trace.json'));
    const two = revealedIndices(units, 2);
    expect([...two.shown]).toEqual([0, 1, 2]);
    expect([...two.current]).toEqual([1, 2]);
    expect(revealedIndices(units, 0)).toEqual({ shown: new Set(), current: new Set() });
  });

  it('says what each unit reveals, in both languages', () => {
    const trace = golden('lesson/bucle.openai-responses.lesson.trace.json');
    const units = revealUnits(trace);
    const say = (i: number) => revealText(trace, units[i]!);
    expect(say(0)).toEqual({ en: 'Step 1: request sent, 48 tokens (48 sent so far).', es: 'Paso 1: petición enviada, 48 tokens (48 enviados hasta ahora).' });
    expect(say(1).en).toBe('Step 1: the model asks for precio.');
    expect(say(2).en).toBe('Step 1: precio — validation: valid.');
    expect(say(3).en).toBe("Step 1: precio's result goes back to the model.");
    expect(say(6)).toEqual({ en: 'Step 2: precio — guardrail: repeated call.', es: 'Paso 2: precio — barrera: llamada repetida.' });
    expect(say(7).es).toBe('Paso 2: el error de precio vuelve al modelo.');
    expect(say(24).en).toBe('Step 6: guardrail: step limit.');
    expect(say(25).en).toBe('How it ended: Cut off by the step limit: 6 steps without an answer.');
    expect(say(26)).toEqual({ en: "The verifier's verdict: 1 finding.", es: 'El veredicto del verificador: 1 objeción.' });
  });
});

describe('reveal units on a live run', () => {
  const sim = useSimulators();

  it('shows a request the token limit stopped, then the limit, the end and the verdict', async () => {
    const trace = await sim.run({ provider: 'anthropic', scenario: 'bucle', limits: { maxTokens: 300 } });
    expect(trace.summary.end.kind).toBe('token_limit');
    const units = revealUnits(trace);
    expectEveryEventOnceInOrder(trace, units);
    expect(units.slice(-4).map((u) => u.kind)).toEqual(['request', 'limit', 'end', 'verdict']);
    const blocked = units.at(-4)!;
    expect(trace.events[blocked.eventIndices[0]!]).toMatchObject({ type: 'request', sent: false });
    expect(revealText(trace, blocked).en).toMatch(/^Step \d: request not sent: /);
  });
});
