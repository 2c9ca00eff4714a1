// The companion labs' question sets as eval suites: every question's good run passes its checker on the
// simulators (the analyst's on the bundled orders), and the checkers fail known wrong answers (a figure that is not
// the question's, a house left as it was). A set half kept goes on from where it stopped; each result comes with
// its trace; one run alone replays, or forks with the student's edits.
import { describe, expect, it } from 'vitest';
import type { ReactBackend } from '../../../../src/core/run/backend.ts';
import type { Trace } from '../../../../src/core/agent/trace.ts';
import type { EvalResult } from '../../../../src/core/eval/eval-record.ts';
import { labSuiteJobs, playLabRun, type LabSuiteOptions } from '../../../../src/core/eval/lab-suites.ts';
import { runEvalJobs, type EvalLoopOptions } from '../../../../src/core/eval/eval-loop.ts';
import { checkLabRun } from '../../../../src/core/labs/check-lab-run.ts';
import { summarizeCell } from '../../../../src/core/eval/eval-metrics.ts';
import type { LabOutcome } from '../../../../src/core/labs/lab-plans.ts';
import { LAB_IDS, labInfo } from '../../../../src/core/labs/lab-registry.ts';
import { simulatedBackend } from '../../../../src/core/sim/simulated-backend.ts';
import { TRANSPORT, useLabSimulators, WIKIPEDIA_TIMEOUT_MS } from '../labs/lab-fixture.ts';

const sim = useLabSimulators();

/** A lab's set through the eval's one loop, as the page plays it. */
const runLabSuite = (options: LabSuiteOptions & EvalLoopOptions) => runEvalJobs(labSuiteJobs(options), options);

/** The simulated backend, counting the runs it is asked to play (one connect per run). */
function countingBackend() {
  const inner = simulatedBackend({ provider: 'openai-chat', transport: TRANSPORT, countTokens: sim.countTokens });
  const counted = { connects: 0, backend: undefined as unknown as ReactBackend<unknown> };
  counted.backend = {
    connect: (plan) => {
      counted.connects++;
      return inner.connect(plan);
    },
  };
  return counted;
}

/** A result without the time it took (the only field a replay does not reproduce). */
const timeless = ({ ms: _ms, ...rest }: EvalResult) => rest;

describe('lab suites', () => {
  it.each(LAB_IDS)('%s: every question right in each of 2 runs, k = 2, as a cell of the eval', async (lab) => {
    const { results } = await runLabSuite({
      lab,
      backend: simulatedBackend({ provider: 'openai-chat', transport: TRANSPORT, countTokens: sim.countTokens }),
      backendId: 'scripted:openai-chat',
      scripted: true,
      k: 2,
      kitOptions: { wikipediaTimeoutMs: WIKIPEDIA_TIMEOUT_MS, ...(lab === 'analista' ? { table: sim.orders } : {}) },
    });
    expect(results).toHaveLength(labInfo(lab).questions.length * 2);
    const wrong = results.filter((r) => !r.passed).map((r) => `${r.taskId}: ${r.check}`);
    expect(wrong).toEqual([]);
    expect(results.every((r) => r.suite === `lab:${lab}` && r.labels.length === 0)).toBe(true);
    expect(summarizeCell(results)).toMatchObject({ pass1: 1, k: 2 });
  });

  it('fails a wrong figure and a house the run did not change', () => {
    const [store] = labInfo('tienda').questions;
    const outcome = { extras: { lab: 'tienda' } } as unknown as LabOutcome;
    if (!store) throw new Error('no store question');
    expect(checkLabRun('tienda', store, 'One of each costs $42.00.', outcome).pass).toBe(true);
    expect(checkLabRun('tienda', store, 'One of each costs $142.00.', outcome).pass).toBe(false);
    expect(checkLabRun('tienda', store, null, outcome).pass).toBe(false);
    const [command] = labInfo('hogar').questions;
    if (!command) throw new Error('no house command');
    const untouched = { extras: { lab: 'hogar', changes: [] } } as unknown as LabOutcome;
    // The words claim the right change; the state shows none: the checker goes by the state.
    expect(checkLabRun('hogar', command, command.answer, untouched)).toMatchObject({ pass: false });
  });

  it('skips the runs already kept: a set half played goes on with the rest, to the same results as a whole run', async () => {
    const options = { lab: 'tienda' as const, backendId: 'scripted:openai-chat', scripted: true, k: 2 };
    const whole = countingBackend();
    const all = await runLabSuite({ ...options, backend: whole.backend });
    const total = labInfo('tienda').questions.length * 2;
    expect(whole.connects).toBe(total);
    const half = all.results.slice(0, 3);
    const rest = countingBackend();
    const played: EvalResult[] = [];
    const resumed = await runLabSuite({ ...options, backend: rest.backend, done: half, onResult: (r) => played.push(r) });
    expect(rest.connects).toBe(total - half.length);
    expect(played.map((r) => `${r.taskId}/${r.run}`)).toEqual(all.results.slice(3).map((r) => `${r.taskId}/${r.run}`));
    expect(resumed.results.slice(0, 3)).toEqual(half);
    expect(resumed.results.map(timeless)).toEqual(all.results.map(timeless));
    // Every run kept: nothing is played.
    const none = countingBackend();
    expect((await runLabSuite({ ...options, backend: none.backend, done: all.results })).results).toEqual(all.results);
    expect(none.connects).toBe(0);
  });

  it('hands each result over with its trace, whose summary is the result’s', async () => {
    const seen: { result: EvalResult; trace: Trace }[] = [];
    await runLabSuite({ lab: 'viajes', backend: countingBackend().backend, backendId: 'scripted:openai-chat', scripted: true, k: 1, onResult: (result, _progress, trace) => seen.push({ result, trace: trace as Trace }) });
    expect(seen).toHaveLength(labInfo('viajes').questions.length);
    for (const { result, trace } of seen) {
      expect(trace.question).toBe(labInfo('viajes').questions[Number(result.taskId.slice(-2)) - 1]?.question);
      expect({ answer: trace.summary.answer, steps: trace.summary.steps, calls: trace.summary.calls, end: trace.summary.end.kind }).toEqual({
        answer: result.answer,
        steps: result.steps,
        calls: result.calls,
        end: result.end,
      });
    }
  });

  it('playLabRun plays one run again as it was, and a fork with an edited tool result, marked and scored', async () => {
    const options = { lab: 'tienda' as const, index: 0, run: 1, backendId: 'scripted:openai-chat', scripted: true };
    const { results } = await runLabSuite({ ...options, backend: countingBackend().backend, k: 2 });
    const again = await playLabRun({ ...options, backend: countingBackend().backend });
    expect(timeless(again.result)).toEqual(timeless(results[1] as EvalResult));
    expect(again.result).toMatchObject({ taskId: 'tienda-01', run: 1, seed: 1, flagged: false });
    // The stapler's price edited to 31: the script answers as before, and the verifier finds its $11.00 unsourced.
    const edit = { kind: 'result' as const, step: 2, call: 4, text: '{"resultado":{"name":"stapler","price":31,"stock":14}}' };
    const fork = await playLabRun({ ...options, backend: countingBackend().backend, fork: { edits: [edit] } });
    expect(fork.trace.edits).toEqual([edit]);
    const edited = fork.trace.events.filter((e) => e.type === 'result' && e.edited);
    expect(edited).toMatchObject([{ step: 2, name: 'get_product', wireText: edit.text }]);
    expect(fork.result).toMatchObject({ taskId: 'tienda-01', run: 1, correct: true, flagged: true });
    expect(fork.result.findings).toContain('figure without a source: 11.00');
  });

  it('playLabRun refuses a question the set does not have', async () => {
    await expect(playLabRun({ lab: 'tienda', index: labInfo('tienda').questions.length, run: 0, backend: countingBackend().backend, backendId: 'x', scripted: true })).rejects.toThrow(RangeError);
  });
});
