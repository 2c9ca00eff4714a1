// What the core computes in Node for a bench the page runs: the same tasks, designs, seed, knobs and k, played by
// the seeded policy on the simulators under MSW's Node server (as the unit tests do), so the e2e compares the
// page's figures with figures computed, not guessed.
import { setupServer } from 'msw/node';
import { nodeDataSource } from '../../scripts/node-data-source.ts';
import { loadMarketData } from '../../src/core/data/load-market-data.ts';
import type { MarketData } from '../../src/core/data/market-data.ts';
import { policyBackend } from '../../src/core/eval/eval-backend.ts';
import type { DesignId } from '../../src/core/eval/eval-designs.ts';
import type { EvalResult } from '../../src/core/eval/eval-record.ts';
import { runEval } from '../../src/core/eval/eval-runner.ts';
import { runAttackEval, type AttackReport, type Defences } from '../../src/core/eval/attack-eval.ts';
import { generateLessonTasks } from '../../src/core/eval/lesson-tasks.ts';
import { POLICY_FAMILY } from '../../src/core/eval/policy-family.ts';
import type { PolicyKnobs } from '../../src/core/eval/policy-spec.ts';
import type { ProviderId } from '../../src/core/shapes/provider-ids.ts';
import { createSimHandlers } from '../../src/core/sim/sim-handlers.ts';
import { LESSON_MODELS } from '../../src/core/sim/scripted-model.ts';
import { createLessonToolKit } from '../../src/core/tools/lesson-tools.ts';
import { o200kUsage } from '../../src/core/sim/o200k-usage.ts';
import { o200kHere } from '../../src/core/tokens/o200k-here.ts';

const SIM_ROOT = 'http://sim.test';

export interface BenchSpec {
  provider: ProviderId;
  designs: DesignId[];
  knobs: PolicyKnobs;
  seed: number;
  k: number;
  tasks: number;
}

let data: Promise<MarketData> | undefined;

async function withSimulators<T>(play: (data: MarketData) => Promise<T>): Promise<T> {
  const server = setupServer(...createSimHandlers(SIM_ROOT, [...LESSON_MODELS, POLICY_FAMILY], o200kUsage));
  server.listen({ onUnhandledRequest: 'bypass' });
  try {
    data ??= loadMarketData(nodeDataSource());
    return await play(await data);
  } finally {
    server.close();
  }
}

const backendOf = (spec: BenchSpec) => policyBackend({ provider: spec.provider, knobs: spec.knobs, transport: { root: SIM_ROOT, mode: 'node' }, countTokens: o200kHere });

export function expectedBench(spec: BenchSpec): Promise<EvalResult[]> {
  return withSimulators(async (d) => {
    const { results } = await runEval({
      tasks: generateLessonTasks(d).slice(0, spec.tasks),
      designs: spec.designs,
      backends: [backendOf(spec)],
      k: spec.k,
      kit: createLessonToolKit(d),
      seed: spec.seed,
    });
    return results;
  });
}

export function expectedAttack(spec: BenchSpec, defences: Defences): Promise<AttackReport> {
  return withSimulators((d) => runAttackEval({ data: d, designs: spec.designs, backends: [backendOf(spec)], k: spec.k, defences, seed: spec.seed }));
}

/** A result without the one field a replay does not reproduce (its time) nor the tokens (counted once the counter loads). */
export const comparable = ({ ms: _ms, tokens: _tokens, ...r }: EvalResult) => r;
