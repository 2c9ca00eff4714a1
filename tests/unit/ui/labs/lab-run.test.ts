// A lab plays its own run and its bench's entries through one function: a scenario on a simulated provider, a fork
// of it with the student's edit (the parent's record handed to the backend, a fresh house), and a recipe for a real
// model the link does not name refused in words.
import { describe, expect, it } from 'vitest';
import type { Simulators } from '../../../../src/ui/common/runs/simulators.ts';
import { simulatedBackend } from '../../../../src/core/sim/simulated-backend.ts';
import { readLabState } from '../../../../src/ui/labs/lab-params.ts';
import { playLabEntry, playLabRun, type LabRunDeps } from '../../../../src/ui/labs/lab-run.ts';
import { TRANSPORT, useLabSimulators } from '../../core/labs/lab-fixture.ts';

const sim = useLabSimulators();
const simulators = { backend: (provider) => simulatedBackend({ provider, transport: TRANSPORT, countTokens: sim.countTokens }) } as Simulators;
const deps: LabRunDeps = {
  inputs: () => ({}),
  question: () => '',
  simulators: async () => simulators,
  localModel: () => {
    throw new Error('Load the local model first.');
  },
};

describe('a lab run, its own or an entry', () => {
  it('hogar on Gemini, then a fork with step 2 rewritten: the fork starts from the same house and reports what it did', async () => {
    const recipe = { backend: 'gemini' };
    const own = await playLabRun(deps, readLabState('hogar', recipe), undefined);
    const same = await playLabEntry(deps, 'hogar', recipe, [], undefined);
    expect(same.record.trace).toEqual(own.record.trace);
    const reply = { kind: 'calls' as const, calls: [{ name: 'set_light', args: { cuarto: 'baño', encendida: true } }] };
    const fork = await playLabEntry(deps, 'hogar', recipe, [{ kind: 'reply', step: 2, reply }], own);
    expect(fork).toMatchObject({ kind: 'simulated', provider: 'gemini' });
    expect(fork.record.trace.edits).toEqual([{ kind: 'reply', step: 2, reply }]);
    const extras = fork.record.outcome.extras;
    expect(extras.lab === 'hogar' && extras.report.map((r) => r.en)).toEqual(['Bathroom: light off → light on']);
  });

  it('a local run says why it cannot play; a real recipe that names no endpoint is refused in words', async () => {
    await expect(playLabEntry(deps, 'tienda', { backend: 'local' }, [], undefined)).rejects.toThrow('Load the local model first.');
    await expect(playLabEntry(deps, 'tienda', { backend: 'real' }, [], undefined)).rejects.toThrow(/names no API or server/);
  });
});
