// The runner: k runs per task per design per backend, each result handed over as it comes; plan and execute only
// where it has a plan; pause, resume and cancel between runs; kept results not played again; the same options
// giving the same results (their times aside); the lesson's, a lab's and the attack's runs through one loop.
import { describe, expect, it } from 'vitest';
import { createEvalController } from '../../../../src/core/eval/eval-control.ts';
import type { EvalResult } from '../../../../src/core/eval/eval-record.ts';
import { EvalResultSchema } from '../../../../src/core/eval/eval-record.ts';
import { evalJobs, plannedRuns, runEval, type EvalOptions } from '../../../../src/core/eval/eval-runner.ts';
import { runEvalJobs } from '../../../../src/core/eval/eval-loop.ts';
import { labSuiteJobs } from '../../../../src/core/eval/lab-suites.ts';
import { attackJobs, NO_DEFENCES } from '../../../../src/core/eval/attack-eval.ts';
import { resultKey } from '../../../../src/core/eval/eval-record.ts';
import { generateLessonTasks } from '../../../../src/core/eval/lesson-tasks.ts';
import { DEFAULT_KNOBS, PERFECT_KNOBS } from '../../../../src/core/eval/policy-spec.ts';
import { useEvalFixture } from './eval-fixture.ts';

const f = useEvalFixture();

const IDS = ['close-BUSI-2024-03-15', 'change-BUSI-2024-03-15-2024-03-22', 'unknown_ticker-ACME-2024-03-15'];

function options(extra: Partial<EvalOptions> = {}): EvalOptions {
  return {
    tasks: generateLessonTasks(f.data).filter((t) => IDS.includes(t.id)),
    designs: ['react-basic', 'react-variacion', 'plan-and-execute'],
    backends: [f.backend('openai-chat', DEFAULT_KNOBS)],
    k: 2,
    kit: f.kit,
    ...extra,
  };
}

const timeless = (rs: readonly EvalResult[]) => rs.map(({ ms: _ms, ...r }) => r);

describe('runEval', () => {
  it('plays k runs of each task per design, plan and execute on the change task only, each result as it comes', async () => {
    const seen: { id: string; done: number; total: number; question: string }[] = [];
    const { results, cancelled } = await runEval(
      options({ onResult: (r, p, trace) => seen.push({ id: `${r.design}/${r.taskId}/${r.run}`, ...p, question: trace.question }) }),
    );
    expect(cancelled).toBe(false);
    expect(results).toHaveLength(3 * 2 + 3 * 2 + 1 * 2);
    expect(seen.map((s) => s.done)).toEqual(results.map((_, i) => i + 1));
    expect(seen.every((s) => s.total === 14)).toBe(true);
    // Each result comes with its run's trace, for the step/fork/compare instrument.
    expect(seen.map((s) => s.question)).toEqual(results.map((r) => options().tasks.find((t) => t.id === r.taskId)?.question));
    expect(results.filter((r) => r.design === 'plan-and-execute').map((r) => r.taskId)).toEqual([IDS[1], IDS[1]]);
    for (const r of results) expect(EvalResultSchema.safeParse(r).success).toBe(true);
    expect(results.map((r) => r.seed)).toEqual(results.map((r) => r.run));
  });

  it('gives the same results for the same options, and others for another base seed', async () => {
    const loud = { backends: [f.backend('gemini', { ...DEFAULT_KNOBS, inventArgument: 0.5, ignoreError: 0.5 })], k: 4 };
    const a = await runEval(options(loud));
    const b = await runEval(options(loud));
    expect(timeless(b.results)).toEqual(timeless(a.results));
    const c = await runEval(options({ ...loud, seed: 3 }));
    expect(timeless(c.results)).not.toEqual(timeless(a.results));
    expect(c.results[0]?.seed).toBe(48);
  });

  it('scores a perfect policy right everywhere, with its tokens and no bad calls', async () => {
    const { results } = await runEval(options({ backends: [f.backend('anthropic', PERFECT_KNOBS)], k: 1 }));
    expect(results.every((r) => r.passed && r.labels.length === 0)).toBe(true);
    const react = results.find((r) => r.design === 'react-basic' && r.taskId === IDS[1]);
    // The lesson's correct run is 643 tokens with its model named `correcto` (2 tokens); the policy's name, which
    // says its task, seed and knobs, is counted as `eval` (1 token) in each of the three request bodies.
    expect(react).toMatchObject({ steps: 3, calls: 3, errors: 0, tokens: 640, end: 'answered', flagged: false });
    expect(results.find((r) => r.design === 'plan-and-execute')).toMatchObject({ steps: 2, calls: 3, tokens: null, end: 'answered' });
  });

  it('pauses between runs, resumes, and cancels', async () => {
    const control = createEvalController();
    let count = 0;
    const going = runEval(
      options({
        control,
        onResult: () => {
          count++;
          if (count === 3) control.pause();
          if (count === 5) control.cancel();
        },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(control.state).toBe('paused');
    expect(count).toBe(3);
    control.resume();
    const { results, cancelled } = await going;
    expect(cancelled).toBe(true);
    expect(results).toHaveLength(5);
  });

  it('stops at once on an aborted signal', async () => {
    const abort = new AbortController();
    abort.abort();
    const { results, cancelled } = await runEval(options({ control: createEvalController(abort.signal) }));
    expect({ results, cancelled }).toEqual({ results: [], cancelled: true });
  });

  it('does not play again the runs it is given as done, and hands over only the new ones', async () => {
    const first = await runEval(options({ k: 1 }));
    const fresh: EvalResult[] = [];
    const { results } = await runEval(options({ k: 2, done: first.results, onResult: (r) => fresh.push(r) }));
    expect(fresh.every((r) => r.run === 1)).toBe(true);
    expect(fresh).toHaveLength(first.results.length);
    expect(results.filter((r) => r.run === 0)).toEqual(first.results);
  });

  it('takes k from 1 to 8', () => {
    expect(() => plannedRuns({ ...options(), k: 9 })).toThrow(RangeError);
    expect(() => plannedRuns({ ...options(), k: 0 })).toThrow(RangeError);
    expect(plannedRuns({ ...options(), k: 8 })).toHaveLength(8 * 7);
  });
});

describe('one loop for every bench', () => {
  it("the lesson's runs, a lab's set and the attack's two corpora play as one list: one onResult with the whole list's progress and each run's trace, kept results skipped", async () => {
    const lesson = evalJobs({ ...options({ designs: ['react-basic'], k: 1 }) });
    const lab = labSuiteJobs({ lab: 'viajes', backend: f.labBackend('openai-chat'), backendId: 'scripted:openai-chat', scripted: true, k: 1 });
    const attack = attackJobs({ data: f.data, designs: ['react-basic'], backends: [f.backend('openai-chat', DEFAULT_KNOBS)], k: 1, defences: NO_DEFENCES });
    const jobs = [...lesson, ...lab, ...attack];
    const first = await runEvalJobs(jobs);
    expect(new Set(first.results.map((r) => r.suite))).toEqual(new Set(['lesson', 'lab:viajes', 'attack']));
    expect(new Set(first.results.map((r) => r.variant))).toEqual(new Set(['clean', 'attack']));

    const seen: { key: string; done: number; total: number; question: string }[] = [];
    const kept = first.results.filter((_, i) => i % 2 === 0);
    const again = await runEvalJobs(jobs, { done: kept, onResult: (r, p, trace) => seen.push({ key: resultKey(r), ...p, question: trace.question }) });
    expect(timeless(again.results)).toEqual(timeless(first.results));
    // Only the runs not kept are played, each counted against the whole list.
    expect(seen.map((s) => s.key)).toEqual(first.results.filter((_, i) => i % 2 === 1).map(resultKey));
    expect(seen.map((s) => s.done)).toEqual(first.results.flatMap((_, i) => (i % 2 === 1 ? [i + 1] : [])));
    expect(seen.every((s) => s.total === jobs.length && s.question !== '')).toBe(true);
  });
});
