// A kept result's run played again from the page's set-up (its trace after a reload), or forked; refused in words
// where the run's backend or task is not in the set-up now.
import { describe, expect, it, vi } from 'vitest';
import type { PlanTrace, Trace } from '../../../../src/core/agent/index.ts';
import { runEval, type EvalResult } from '../../../../src/core/eval/index.ts';
import { createLessonToolKit } from '../../../../src/core/tools/index.ts';
import { o200kHere } from '../../../../src/core/tokens/o200k-here.ts';
import { parseHash } from '../../../../src/ui/common/route.svelte.ts';
import type { Simulators } from '../../../../src/ui/common/runs/simulators.ts';
import { readEvalState } from '../../../../src/ui/eval/eval-params.ts';
import { evalBackends, lessonTasks, type BenchInputs } from '../../../../src/ui/eval/eval-plays.ts';
import { playResult, replayable } from '../../../../src/ui/eval/eval-replays.ts';
import { cellHost, forkNow, showRun, type EvalEdit } from '../../../../src/ui/eval/cell-host.ts';
import { SIM_ROOT, useEvalFixture } from '../../core/eval/eval-fixture.ts';
import { result } from './eval-result-fixture.ts';

const f = useEvalFixture();
const simulators = { connection: { transport: { root: SIM_ROOT, mode: 'node' } }, countTokens: o200kHere } as unknown as Simulators;
const inputs = (hash: string): BenchInputs => ({ state: readEvalState(parseHash(hash).params), data: f.data, simulators });
const HASH = '#/eval?k=3&n=2&seed=7&designs=react-basic,plan-and-execute&backends=gemini&q=0.5&p=0.5';

describe('playResult', () => {
  it('gives each of the bench’s runs again, the same result', async () => {
    const setup = inputs(HASH);
    const { results } = await runEval({ tasks: lessonTasks(setup), designs: setup.state.designs, backends: evalBackends(setup), k: 3, kit: createLessonToolKit(f.data), seed: 7 });
    expect(results.length).toBeGreaterThan(3);
    for (const kept of results) {
      expect(replayable(kept)).toBe(true);
      const again = await playResult(setup, kept);
      expect({ ...again.result, ms: 0 }).toEqual({ ...kept, ms: 0 });
    }
  });

  it('forks a run with the student’s answer, scored by the checker', async () => {
    const setup = inputs(HASH);
    const [task] = lessonTasks(setup);
    const kept = result({ taskId: task?.id ?? '', backend: 'policy:gemini', seed: 7 * 16 + 1, run: 1 });
    const base = await playResult(setup, kept);
    const fork = await playResult(setup, kept, { edits: [{ kind: 'reply', step: 1, reply: { kind: 'text', text: 'No lo sé.' } }], parent: { trace: base.trace } });
    expect(fork.result).toMatchObject({ answer: 'No lo sé.', correct: false, run: 1, seed: 7 * 16 + 1 });
  });

  it('says what is missing when the run’s backend or task is not in the set-up', async () => {
    const setup = inputs(HASH);
    const [task] = lessonTasks(setup);
    const on = (extra: Partial<EvalResult>) => playResult(setup, result({ taskId: task?.id ?? '', ...extra }));
    await expect(on({ backend: 'local:tiny' })).rejects.toThrow(/local model/);
    // The model that played it loaded, its decoding unticked: the page names the decoding to tick.
    const generator = { render: () => Promise.reject(new Error('not asked')), generate: () => Promise.reject(new Error('not asked')) };
    const loaded = { ...setup, local: { generator, model: 'tiny', maxNewTokens: undefined } };
    await expect(playResult(loaded, result({ taskId: task?.id ?? '', backend: 'local:tiny|constrained' }))).rejects.toThrow(/Tick the decoding “Constrained”/);
    await expect(on({ backend: 'real:openai-chat/gpt-5.5' })).rejects.toThrow(/key/);
    await expect(on({ backend: 'policy:anthropic' })).rejects.toThrow(/not ticked/);
    await expect(on({ backend: 'policy:gemini', taskId: 'no-such-task' })).rejects.toThrow(/set-up/);
    await expect(on({ backend: 'policy:gemini', variant: 'attack' })).rejects.toThrow(/set-up/);
    expect(replayable(result({ backend: 'real:openai-chat/gpt-5.5' }))).toBe(false);
    expect(replayable(result({ suite: 'lab:tienda', backend: 'scripted:gemini' }))).toBe(true);
    expect(replayable(result({ suite: 'lab:tienda', backend: 'local:tiny' }))).toBe(false);
  });
});

describe('a cell’s fork with an error edited in, on the cell’s run host', () => {
  const ERROR = '{"error": "no se pudo obtener el dato: el servicio no respondió"}';
  const setup = () => inputs('#/eval?k=1&n=5&seed=7&designs=react-basic,plan-and-execute&backends=gemini&p=0&q=0&r=0&s=0');

  async function forked(design: string, edit: EvalEdit) {
    const state = setup();
    const task = lessonTasks(state).find((t) => t.kind === 'change');
    const host = cellHost({ playFork: (r, fork) => playResult(state, r, fork), traceOf: async (r) => (await playResult(state, r)).trace, lang: () => 'en' });
    const run = result({ taskId: task?.id ?? '', kind: 'change', design, backend: 'policy:gemini', seed: 7 * 16, run: 0 });
    showRun(host, run);
    await vi.waitFor(() => expect(host.shownState?.status).toBe('done'));
    forkNow(host, edit);
    await vi.waitFor(() => expect(host.shownState?.status).toBe('done'));
    return host.shownRecord;
  }

  it('ReAct on the policy: the close asked for again, then an answer that it could not get the data, failing the check', async () => {
    const played = await forked('react-basic', { kind: 'result', step: 1, call: 1, text: ERROR });
    const trace = played?.trace as Trace;
    expect(trace.summary.end).toEqual({ kind: 'answered' });
    expect(trace.events.filter((e) => e.type === 'call' && e.step === 2).map((e) => e.type === 'call' && e.name)).toEqual(['precio']);
    expect(trace.summary.answer).toMatch(/^No he podido obtener los datos: precio devolvió un error también al reintentarlo/);
    expect(played?.result).toMatchObject({ passed: false, correct: false });
  });

  it('plan and execute: the program asks for the close again, gets the error again, and the computation fails', async () => {
    const played = await forked('plan-and-execute', { kind: 'stage-result', call: 1, text: ERROR });
    const trace = played?.trace as PlanTrace;
    const compute = trace.stages.find((s) => s.stage === 'compute');
    expect(compute?.stage === 'compute' && compute.calls.map((c) => 'error' in c.output)).toEqual([false, true, true]);
    expect(compute?.stage === 'compute' && compute.editedCalls).toEqual([1, 2]);
    expect(trace).toMatchObject({ end: 'compute_failed', answer: null });
    expect(played?.result.passed).toBe(false);
  });
});
