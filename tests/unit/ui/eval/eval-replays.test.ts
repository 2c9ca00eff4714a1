// A kept result's run played again from the page's set-up (its trace after a reload), or forked; refused in words
// where the run's backend or task is not in the set-up now.
import { describe, expect, it } from 'vitest';
import { runEval, type EvalResult } from '../../../../src/core/eval/index.ts';
import { createLessonToolKit } from '../../../../src/core/tools/index.ts';
import { o200kHere } from '../../../../src/core/tokens/o200k-here.ts';
import { parseHash } from '../../../../src/ui/common/route.svelte.ts';
import type { Simulators } from '../../../../src/ui/common/runs/simulators.ts';
import { readEvalState } from '../../../../src/ui/eval/eval-params.ts';
import { evalBackends, lessonTasks, type BenchInputs } from '../../../../src/ui/eval/eval-plays.ts';
import { playResult, replayable } from '../../../../src/ui/eval/eval-replays.ts';
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
    await expect(on({ backend: 'real:openai-chat/gpt-5.5' })).rejects.toThrow(/key/);
    await expect(on({ backend: 'policy:anthropic' })).rejects.toThrow(/not ticked/);
    await expect(on({ backend: 'policy:gemini', taskId: 'no-such-task' })).rejects.toThrow(/set-up/);
    await expect(on({ backend: 'policy:gemini', variant: 'attack' })).rejects.toThrow(/set-up/);
    expect(replayable(result({ backend: 'real:openai-chat/gpt-5.5' }))).toBe(false);
    expect(replayable(result({ suite: 'lab:tienda', backend: 'scripted:gemini' }))).toBe(true);
    expect(replayable(result({ suite: 'lab:tienda', backend: 'local:tiny' }))).toBe(false);
  });
});
