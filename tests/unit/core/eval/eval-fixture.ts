// What the eval tests share: the lab's market data and lesson kit, the simulators serving the seeded policies
// and the companion labs' scripts (as the site's do) under MSW's Node server, a policy backend per provider and a
// simulated one for the labs' sets.
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import type { MarketData } from '../../../../src/core/data/market-data.ts';
import { policyBackend, type EvalBackend } from '../../../../src/core/eval/eval-backend.ts';
import { POLICY_FAMILY } from '../../../../src/core/eval/policy-family.ts';
import type { PolicyKnobs } from '../../../../src/core/eval/policy-spec.ts';
import type { ProviderId } from '../../../../src/core/shapes/provider-ids.ts';
import { createSimHandlers } from '../../../../src/core/sim/sim-handlers.ts';
import { LESSON_MODELS } from '../../../../src/core/sim/scripted-model.ts';
import { LAB_SCRIPTED_MODELS } from '../../../../src/core/labs/lab-registry.ts';
import { simulatedBackend } from '../../../../src/core/sim/simulated-backend.ts';
import type { ReactBackend } from '../../../../src/core/run/backend.ts';
import { type TokenCounter } from '../../../../src/core/tokens/o200k-counter.ts';
import { loadO200kCounter } from '../../../../src/core/tokens/o200k-here.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import { generateLessonTasks } from '../../../../src/core/eval/lesson-tasks.ts';
import type { EvalTask } from '../../../../src/core/eval/eval-task.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import { o200kUsage } from '../../../../src/core/sim/o200k-usage.ts';

export const SIM_ROOT = 'http://sim.test';
const CHANGE_TASK = 'change-BUSI-2024-03-15-2024-03-22';

export interface EvalFixture {
  data: MarketData;
  /** The lesson's first task as the bench generates it (BUSI's change over 2024-03-15 … 2024-03-22). */
  changeTask(): EvalTask;
  kit: ToolKit;
  countTokens: TokenCounter;
  backend(provider: ProviderId, knobs: PolicyKnobs): EvalBackend;
  /** A simulated provider playing the labs' scripts. */
  labBackend(provider: ProviderId): ReactBackend<unknown>;
}

/** Registers beforeAll/afterAll hooks; the fixture's fields are ready inside tests. */
export function useEvalFixture(): EvalFixture {
  const server = setupServer(...createSimHandlers(SIM_ROOT, [...LESSON_MODELS, ...LAB_SCRIPTED_MODELS, POLICY_FAMILY], o200kUsage));
  const fixture = {} as EvalFixture;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    fixture.data = await loadMarketData(nodeDataSource());
    fixture.kit = createLessonToolKit(fixture.data);
    fixture.changeTask = () => {
      const found = generateLessonTasks(fixture.data).find((t) => t.id === CHANGE_TASK);
      if (!found) throw new Error(`no task ${CHANGE_TASK}`);
      return found;
    };
    fixture.countTokens = await loadO200kCounter();
    fixture.backend = (provider, knobs) =>
      policyBackend({ provider, knobs, transport: { root: SIM_ROOT, mode: 'node' }, countTokens: fixture.countTokens });
    fixture.labBackend = (provider) => simulatedBackend({ provider, transport: { root: SIM_ROOT, mode: 'node' }, countTokens: fixture.countTokens });
  });
  afterAll(() => server.close());
  return fixture;
}
