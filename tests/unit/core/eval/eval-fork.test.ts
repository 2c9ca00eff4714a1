// One eval run alone (playEvalRun): the same run as the bench's, again; and a fork of it with the student's edit,
// on the same seeded policy, whose later turns read the edited value, scored by the same checker.
import { describe, expect, it } from 'vitest';
import type { PlanTrace } from '../../../../src/core/agent/plan/plan-trace.ts';
import type { Trace } from '../../../../src/core/agent/trace.ts';
import type { EvalBackend } from '../../../../src/core/eval/eval-backend.ts';
import type { ReactFork } from '../../../../src/core/run/fork.ts';
import { playEvalRun, runEval } from '../../../../src/core/eval/eval-runner.ts';
import { DEFAULT_KNOBS, PERFECT_KNOBS } from '../../../../src/core/eval/policy-spec.ts';
import { useEvalFixture } from './eval-fixture.ts';

const f = useEvalFixture();
const task = () => f.changeTask();

describe('playEvalRun', () => {
  it('plays the bench’s run r of base seed s again: the same result and trace', async () => {
    const backend = f.backend('anthropic', { ...DEFAULT_KNOBS, inventArgument: 0.4, forgetCalculator: 0.4 });
    const traces: (Trace | PlanTrace)[] = [];
    const { results } = await runEval({ tasks: [task()], designs: ['react-basic'], backends: [backend], k: 4, kit: f.kit, seed: 5, onResult: (_r, _p, t) => traces.push(t) });
    for (const [r, kept] of results.entries()) {
      const again = await playEvalRun({ task: task(), design: 'react-basic', backend, run: r, kit: f.kit, seed: 5 });
      expect({ ...again.result, ms: 0 }).toEqual({ ...kept, ms: 0 });
      expect((again.trace as Trace).summary.answer).toBe((traces[r] as Trace | undefined)?.summary.answer);
    }
  });

  it('forks a ReAct run at a tool result: the policy computes with the edited close, and the checker fails it', async () => {
    const backend = f.backend('openai-chat', PERFECT_KNOBS);
    const base = await playEvalRun({ task: task(), design: 'react-basic', backend, run: 0, kit: f.kit });
    expect(base.result.passed).toBe(true);
    const calls = (base.trace as Trace).events.filter((e) => e.type === 'call');
    // The second close asked for: the later date's.
    const second = calls.filter((c) => c.type === 'call' && c.name === 'precio')[1];
    if (second?.type !== 'call') throw new Error('the run asked for one close');
    const call = calls.filter((c) => c.step === second.step).indexOf(second);
    const edited = JSON.stringify({ resultado: { ticker: 'BUSI', fecha: '2024-03-22', cierre: 200 } });
    const edit = { kind: 'result', step: second.step, call, text: edited } as const;
    const fork = await playEvalRun({ task: task(), design: 'react-basic', backend, run: 0, kit: f.kit, fork: { edits: [edit], parent: { trace: base.trace } } });
    const trace = fork.trace as Trace;
    expect(trace.edits).toEqual([edit]);
    const calc = trace.events.find((e) => e.type === 'call' && e.name === 'calculadora');
    expect(calc?.type === 'call' && JSON.stringify(calc.rawArgs)).toContain('200');
    expect(fork.result.passed).toBe(false);
    expect(fork.result.taskId).toBe('change-BUSI-2024-03-15-2024-03-22');
  });

  it('forks a ReAct run at its reply: the student’s answer is checked', async () => {
    const backend = f.backend('gemini', PERFECT_KNOBS);
    const fork = await playEvalRun({ task: task(), design: 'react-variacion', backend, run: 1, kit: f.kit, fork: { edits: [{ kind: 'reply', step: 1, reply: { kind: 'text', text: 'BUSI subió un 50 %.' } }] } });
    expect(fork.result.answer).toBe('BUSI subió un 50 %.');
    expect(fork.result.steps).toBe(1);
    expect(fork.result.correct).toBe(false);
  });

  it('forks plan and execute at a program’s tool result', async () => {
    const backend = f.backend('anthropic', PERFECT_KNOBS);
    const base = await playEvalRun({ task: task(), design: 'plan-and-execute', backend, run: 0, kit: f.kit });
    expect(base.result.passed).toBe(true);
    const fork = await playEvalRun({
      task: task(),
      design: 'plan-and-execute',
      backend,
      run: 0,
      kit: f.kit,
      fork: { edits: [{ kind: 'stage-result', call: 1, text: JSON.stringify({ resultado: { ticker: 'BUSI', fecha: '2024-03-22', cierre: 200 } }) }], parent: { trace: base.trace } },
    });
    expect('stages' in fork.trace && fork.trace.edits?.length).toBe(1);
    expect(fork.result.passed).toBe(false);
  });

  it('hands the backend the fork on its plan: the edits, and the parent only when it is a run of the same kind', async () => {
    const seen: (ReactFork | undefined)[] = [];
    const inner = f.backend('openai-responses', PERFECT_KNOBS);
    const spy: EvalBackend = {
      id: inner.id,
      react: (context) => {
        const { backend, script } = inner.react(context);
        return { backend: { connect: (plan) => (seen.push(plan.fork), backend.connect(plan)) }, ...(script ? { script } : {}) };
      },
      plan: (context) => inner.plan!(context),
    };
    const base = await playEvalRun({ task: task(), design: 'react-basic', backend: spy, run: 0, kit: f.kit });
    const planned = await playEvalRun({ task: task(), design: 'plan-and-execute', backend: spy, run: 0, kit: f.kit });
    const edits = [{ kind: 'reply', step: 1, reply: { kind: 'text', text: 'No lo sé.' } }] as const;
    await playEvalRun({ task: task(), design: 'react-basic', backend: spy, run: 0, kit: f.kit, fork: { edits, parent: { trace: base.trace } } });
    await playEvalRun({ task: task(), design: 'react-basic', backend: spy, run: 0, kit: f.kit, fork: { edits, parent: { trace: planned.trace } } });
    expect(seen).toEqual([undefined, { edits, parent: { trace: base.trace } }, { edits }]);
  });
});
