// The seeded stochastic policy, played through the official SDKs against the simulators (which rebuild it from
// its name): deterministic for a seed, the same on the four API shapes, and failing at the rates its knobs say.
// Rates are checked over N seeds against a 4-sigma binomial bound: |observed − expected| ≤ 4·√(e(1−e)/N), which a
// correct policy breaks about once in 16,000 runs of the test (and, the draws being seeded, never by chance here:
// the bound says how far the seeded sample may sit from the knob before the test calls it a bug).
import { describe, expect, it } from 'vitest';
import type { ToolProtocol } from '../../../../src/core/agent/run-settings.ts';
import type { ResultEvent, Trace } from '../../../../src/core/agent/trace.ts';
import { labelCall } from '../../../../src/core/eval/call-labels.ts';
import { EVAL_DESIGNS, reactDesignPlan, type DesignId } from '../../../../src/core/eval/eval-designs.ts';
import type { EvalTask } from '../../../../src/core/eval/eval-task.ts';
import { generateLessonTasks } from '../../../../src/core/eval/lesson-tasks.ts';
import { policyDraws } from '../../../../src/core/eval/policy-draws.ts';
import { DEFAULT_KNOBS, KNOB_NAMES, PERFECT_KNOBS, type PolicyKnobs } from '../../../../src/core/eval/policy-spec.ts';
import { PROVIDER_IDS, type ProviderId } from '../../../../src/core/shapes/provider-ids.ts';
import { run } from '../../../../src/core/run/run.ts';
import { useEvalFixture } from './eval-fixture.ts';

const f = useEvalFixture();

const task = (id: string): EvalTask => {
  const found = generateLessonTasks(f.data).find((t) => t.id === id);
  if (!found) throw new Error(`no task ${id}`);
  return found;
};

async function play(t: EvalTask, seed: number, knobs: PolicyKnobs, options: { provider?: ProviderId; design?: Exclude<DesignId, 'plan-and-execute'>; protocol?: ToolProtocol } = {}): Promise<Trace> {
  const design = options.design ?? 'react-basic';
  const protocol = options.protocol ?? 'native';
  const { backend, script } = f.backend(options.provider ?? 'anthropic', knobs).react({ task: t, design, seed, protocol });
  const { trace } = await run(reactDesignPlan(design, t, { kit: f.kit, protocol, ...(script ? { script } : {}) }), backend);
  return trace;
}

const results = (trace: Trace) => trace.events.filter((e): e is ResultEvent => e.type === 'result');
const firstCall = (trace: Trace) => trace.events.find((e) => e.type === 'call');

function withinFourSigma(observed: number, n: number, expected: number): void {
  const bound = 4 * Math.sqrt((expected * (1 - expected)) / n);
  expect(Math.abs(observed / n - expected), `${observed}/${n} against ${expected} ± ${bound.toFixed(4)}`).toBeLessThanOrEqual(bound);
}

describe('a right run', () => {
  it.each(PROVIDER_IDS)('with every knob at 0 on %s: the lesson’s correct run of task 1', async (provider) => {
    const trace = await play(task('change-BUSI-2024-03-15-2024-03-22'), 1, PERFECT_KNOBS, { provider });
    expect(trace.summary).toMatchObject({ steps: 3, calls: 3, errors: 0, answer: 'El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.', findings: [] });
    expect(trace.model).toMatch(/^eval~ichange~tBUSI~a2024-03-15~b2024-03-22~dbasic~wnative~n1~/);
  });

  it('with variacion: one call; writing calls as text: one call a turn, results back as user text', async () => {
    const t = task('change-BUSI-2024-03-15-2024-03-22');
    expect((await play(t, 1, PERFECT_KNOBS, { design: 'react-variacion' })).summary).toMatchObject({ steps: 2, calls: 1, answer: 'El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.' });
    const text = await play(t, 1, PERFECT_KNOBS, { protocol: 'json-text', provider: 'openai-chat' });
    expect(text.summary).toMatchObject({ steps: 4, calls: 3, errors: 0, findings: [] });
    expect(results(text).every((r) => !r.asData)).toBe(true);
  });
});

describe('determinism', () => {
  it('the same seed, task and knobs give the same trace; the seeds differ among themselves', async () => {
    const t = task('change-BUSI-2024-03-15-2024-03-22');
    const loud: PolicyKnobs = { ...DEFAULT_KNOBS, forgetCalculator: 0.5, inventArgument: 0.5, loop: 0.2, ignoreError: 0.5 };
    const seeds = Array.from({ length: 12 }, (_, i) => i);
    const once = await Promise.all(seeds.map((s) => play(t, s, loud)));
    const again = await Promise.all(seeds.map((s) => play(t, s, loud)));
    expect(again).toEqual(once);
    expect(new Set(once.map((tr) => JSON.stringify(tr.events))).size).toBeGreaterThan(2);
  });

  it('the four API shapes play the same run for a seed (only the bytes and tokens differ)', async () => {
    const t = task('change-BUSI-2024-03-15-2024-03-22');
    const loud: PolicyKnobs = { ...DEFAULT_KNOBS, forgetCalculator: 0.5, inventArgument: 0.5, loop: 0.2, ignoreError: 0.5 };
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const plays = await Promise.all(PROVIDER_IDS.map((provider) => play(t, seed, loud, { provider })));
      const shape = plays.map(({ summary }) => ({ ...summary, tokens: undefined }));
      for (const s of shape) expect(s).toEqual(shape[0]);
    }
  });

  it('one seed gives every design the same dice (common random numbers); only the injection rate follows the protocol', () => {
    const t = task('change-BUSI-2024-03-15-2024-03-22');
    const spec = { intent: t.intent as never, seed: 7, knobs: DEFAULT_KNOBS };
    expect(policyDraws({ ...spec, design: 'basic', protocol: 'native' })).toEqual(policyDraws({ ...spec, design: 'variacion', protocol: 'native' }));
    const { obey: _data, ...native } = policyDraws({ ...spec, design: 'basic', protocol: 'native' });
    const { obey: _text, ...text } = policyDraws({ ...spec, design: 'basic', protocol: 'json-text' });
    expect(text).toEqual(native);
  });
});

describe('the knobs’ rates', () => {
  const N = 400;
  const knobs: PolicyKnobs = { forgetCalculator: 0.3, inventArgument: 0.2, loop: 0.1, ignoreError: 0.4, obeyInjectionAsData: 0.25, obeyInjectionAsText: 0.75 };
  const { forgetCalculator: p, inventArgument: q, loop: r, ignoreError: s } = knobs;

  it(`over ${N} seeds of task 1: invented first calls q, loops r(1−qs), forgotten calculators p(1−r)(1−qs)`, async () => {
    const t = task('change-BUSI-2024-03-15-2024-03-22');
    const traces = await Promise.all(Array.from({ length: N }, (_, seed) => play(t, seed, knobs)));
    const invented = traces.filter((tr) => {
      const call = firstCall(tr);
      return call?.type === 'call' && labelCall(call, f.kit, EVAL_DESIGNS['react-basic'].offered).length > 0;
    }).length;
    const looped = traces.filter((tr) => tr.summary.end.kind === 'step_limit').length;
    const forgot = traces.filter((tr) => {
      const ok = results(tr).filter((x) => !x.isError);
      return tr.summary.answer !== null && ok.filter((x) => x.name === 'precio').length === 2 && !ok.some((x) => x.name === 'calculadora');
    }).length;
    withinFourSigma(invented, N, q);
    withinFourSigma(looped, N, r * (1 - q * s));
    withinFourSigma(forgot, N, p * (1 - r) * (1 - q * s));
  }, 60_000);

  it(`over ${N} seeds of an unknown ticker: errors ignored (a figure invented) s`, async () => {
    const t = task('unknown_ticker-ACME-2024-03-15');
    const traces = await Promise.all(Array.from({ length: N }, (_, seed) => play(t, seed, knobs)));
    const papered = traces.filter((tr) => /fue de \d+\.$/.test(tr.summary.answer ?? '')).length;
    withinFourSigma(papered, N, s);
  }, 60_000);

  it('the dice alone, over 20,000 seeds: every knob at its rate, injections by how results come back', () => {
    const M = 20_000;
    const intent = { kind: 'close', ticker: 'BUSI', fecha: '2024-03-15' } as const;
    const counts = { forget: 0, invent: 0, loop: 0, ignore: 0, obeyData: 0, obeyText: 0 };
    for (let seed = 0; seed < M; seed++) {
      const native = policyDraws({ intent, design: 'basic', protocol: 'native', seed, knobs });
      const text = policyDraws({ intent, design: 'basic', protocol: 'json-text', seed, knobs });
      counts.forget += Number(native.forget);
      counts.invent += Number(native.invent);
      counts.loop += Number(native.loop);
      counts.ignore += Number(native.ignore);
      counts.obeyData += Number(native.obey);
      counts.obeyText += Number(text.obey);
      // A run that obeys read as data obeys read as text too: raising a knob only adds failures.
      if (native.obey) expect(text.obey).toBe(true);
    }
    withinFourSigma(counts.forget, M, p);
    withinFourSigma(counts.invent, M, q);
    withinFourSigma(counts.loop, M, r);
    withinFourSigma(counts.ignore, M, s);
    withinFourSigma(counts.obeyData, M, knobs.obeyInjectionAsData);
    withinFourSigma(counts.obeyText, M, knobs.obeyInjectionAsText);
    expect(KNOB_NAMES).toHaveLength(6);
  });
});
