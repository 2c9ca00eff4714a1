// The companion labs' question sets as eval suites: every question's good run passes its checker on the
// simulators, and the checkers fail known wrong answers (a figure that is not the question's, a house left as
// it was).
import { describe, expect, it } from 'vitest';
import { checkLabRun, runLabSuite } from '../../../../src/core/eval/lab-suites.ts';
import { summarizeCell } from '../../../../src/core/eval/eval-metrics.ts';
import type { LabOutcome } from '../../../../src/core/labs/lab-plans.ts';
import { LAB_IDS, labInfo } from '../../../../src/core/labs/lab-registry.ts';
import { simulatedBackend } from '../../../../src/core/sim/simulated-backend.ts';
import { TRANSPORT, useLabSimulators, WIKIPEDIA_TIMEOUT_MS } from '../labs/lab-fixture.ts';

const sim = useLabSimulators();

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
});
