// What-ifs on the eval's seeded policy, on every simulated API shape: an error the student wrote is asked for
// again once before the policy gives up (its own give-up came at once, without a retry), an edited close flows
// into the answer, and the bench's runs without edits are the same runs.
import { describe, expect, it } from 'vitest';
import type { Trace } from '../../../../src/core/agent/trace.ts';
import { playEvalRun } from '../../../../src/core/eval/eval-runner.ts';
import { PERFECT_KNOBS } from '../../../../src/core/eval/policy-spec.ts';
import { PROVIDER_IDS } from '../../../../src/core/shapes/provider-ids.ts';
import { useEvalFixture } from './eval-fixture.ts';

const f = useEvalFixture();
const task = () => f.changeTask();

describe.each(PROVIDER_IDS)('the policy meets a what-if on %s', (provider) => {
  it('an edited error: one retry, then a give-up answer without a figure', async () => {
    const backend = f.backend(provider, PERFECT_KNOBS);
    const edit = { kind: 'result', step: 1, call: 1, text: '{"error": "sin datos para BUSI en 2024-03-22"}' } as const;
    const fork = await playEvalRun({ task: task(), design: 'react-basic', backend, run: 0, kit: f.kit, fork: { edits: [edit] } });
    const trace = fork.trace as Trace;
    expect(trace.summary.end).toEqual({ kind: 'answered' });
    const retry = trace.events.filter((e) => e.type === 'call' && e.step === 2);
    expect(retry.map((e) => e.type === 'call' && e.name)).toEqual(['precio']);
    expect(trace.summary.answer).toMatch(/^No he podido obtener los datos: precio devolvió un error también al reintentarlo/);
    expect(fork.result.passed).toBe(false);
  });

  it('an edited close flows into the calculator and the answer', async () => {
    const backend = f.backend(provider, PERFECT_KNOBS);
    const text = JSON.stringify({ resultado: { ticker: 'BUSI', fecha: '2024-03-15', cierre: 20 } });
    const fork = await playEvalRun({ task: task(), design: 'react-basic', backend, run: 0, kit: f.kit, fork: { edits: [{ kind: 'result', step: 1, call: 0, text }] } });
    expect((fork.trace as Trace).summary.answer).toBe('El cierre de BUSI varió un 39.40 % entre 2024-03-15 y 2024-03-22.');
  });
});
