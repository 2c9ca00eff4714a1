// A lab's kept run played again from the page's set-up (its good script, the same again after a reload), or forked
// with the student's answer and checked; refused in words where its suite or backend is not in the set-up.
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { loadMarketData, type MarketData } from '../../../../src/core/data/index.ts';
import { simulatedBackend } from '../../../../src/core/sim/simulated-backend.ts';
import { parseHash } from '../../../../src/ui/common/route.svelte.ts';
import type { Simulators } from '../../../../src/ui/common/runs/simulators.ts';
import { readEvalState } from '../../../../src/ui/eval/eval-params.ts';
import type { BenchInputs } from '../../../../src/ui/eval/eval-plays.ts';
import { playResult } from '../../../../src/ui/eval/eval-replays.ts';
import { TRANSPORT, useLabSimulators } from '../../core/labs/lab-fixture.ts';
import { result } from './eval-result-fixture.ts';
import { o200kHere } from '../../../../src/core/tokens/o200k-here.ts';

const sim = useLabSimulators();
let data: MarketData;
beforeAll(async () => {
  data = await loadMarketData(nodeDataSource());
});
const inputs = (hash: string): BenchInputs => ({
  state: readEvalState(parseHash(hash).params),
  data,
  simulators: { connection: { transport: TRANSPORT }, countTokens: o200kHere, backend: (provider) => simulatedBackend({ provider, transport: TRANSPORT, countTokens: sim.countTokens }) } as Simulators,
});

describe('playResult on a lab’s run', () => {
  it('plays the question again on its good script, and forks it with the student’s answer', async () => {
    const setup = inputs('#/eval?suites=lab:tienda&backends=gemini&k=2');
    const kept = result({ suite: 'lab:tienda', taskId: 'tienda-01', design: 'lab-react', backend: 'scripted:gemini', kind: 'lab_question', run: 1, seed: 1 });
    const again = await playResult(setup, kept);
    expect(again.result).toMatchObject({ taskId: 'tienda-01', passed: true, run: 1 });
    const fork = await playResult(setup, kept, { edits: [{ kind: 'reply', step: 1, reply: { kind: 'text', text: 'Cuesta 1 dólar.' } }], parent: { trace: again.trace } });
    expect(fork.result).toMatchObject({ answer: 'Cuesta 1 dólar.', passed: false });
    await expect(playResult(inputs('#/eval?suites=lesson&backends=gemini'), kept)).rejects.toThrow(/suite/);
    await expect(playResult(setup, { ...kept, backend: 'scripted:anthropic' })).rejects.toThrow(/not ticked/);
  });
});
