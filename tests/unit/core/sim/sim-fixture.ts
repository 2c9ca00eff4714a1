// What the simulated-API tests share: the lesson's tool kit over the generated data, the simulators served by
// MSW's Node server under one root, and a `run` that plays a lesson scenario's plan on the simulated backend, its
// record flattened as the tests read it (the trace, with the provider, scenario, transport and script's report).
import { setupServer, type SetupServerApi } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import type { Trace } from '../../../../src/core/agent/trace.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import type { ProviderId } from '../../../../src/core/shapes/provider-ids.ts';
import { lessonScenarioPlan, type LessonScenarioChoices } from '../../../../src/core/labs/lesson-plans.ts';
import { run, type RunRecord } from '../../../../src/core/run/run.ts';
import type { ScenarioId } from '../../../../src/core/sim/scenarios.ts';
import type { ScriptPlay } from '../../../../src/core/sim/script-report.ts';
import { createSimHandlers } from '../../../../src/core/sim/sim-handlers.ts';
import { simulatedBackend, type SimTransport, type SimulatedReport } from '../../../../src/core/sim/simulated-backend.ts';
import { type AsyncCounter, type TokenCounter } from '../../../../src/core/tokens/o200k-counter.ts';
import { loadO200kCounter, o200kHere } from '../../../../src/core/tokens/o200k-here.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import { o200kUsage } from '../../../../src/core/sim/o200k-usage.ts';
import { LESSON_MODELS } from '../../../../src/core/sim/scripted-model.ts';

export const SIM_ROOT = 'http://sim.test';

/** A lesson scenario's options: its plan's choices and the simulated backend's. */
export interface ScenarioOptions extends LessonScenarioChoices {
  provider: ProviderId;
  transport: SimTransport;
  countTokens?: TokenCounter | AsyncCounter;
  /** Told the run's trace as it ended, when its counts wait for the counter (RunControl's `ended`). */
  ended?: (ended: ScenarioTrace) => void;
}

/** A lesson scenario's run as the tests read it: the trace with the provider, scenario, transport and script's report. */
export interface ScenarioTrace extends Trace {
  provider: ProviderId;
  scenario: ScenarioId;
  transport: string;
  script: ScriptPlay;
}

export function flatten(record: RunRecord<undefined, SimulatedReport>, scenario: ScenarioId): ScenarioTrace {
  return { ...record.trace, provider: record.report.provider, scenario, transport: record.report.transport, script: record.report.script };
}

/** Plays a lesson scenario on a simulated provider. */
export async function playScenario(options: ScenarioOptions): Promise<ScenarioTrace> {
  const { provider, transport, countTokens, ended, ...choices } = options;
  const backend = simulatedBackend({ provider, transport, countTokens: countTokens ?? o200kHere });
  const control = ended ? { ended: (record: RunRecord<undefined, SimulatedReport>) => ended(flatten(record, choices.scenario)) } : {};
  return flatten(await run(lessonScenarioPlan(choices), backend, control), choices.scenario);
}

export interface SimFixture {
  server: SetupServerApi;
  kit: ToolKit;
  countTokens: TokenCounter;
  run(options: Omit<ScenarioOptions, 'kit' | 'transport'> & Partial<Pick<ScenarioOptions, 'transport'>>): Promise<ScenarioTrace>;
}

/** Registers beforeAll/afterAll hooks; the fixture's fields are ready inside tests. */
export function useSimulators(): SimFixture {
  const server = setupServer(...createSimHandlers(SIM_ROOT, LESSON_MODELS, o200kUsage));
  const fixture = { server } as SimFixture;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    fixture.kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
    fixture.countTokens = await loadO200kCounter();
    fixture.run = (options) =>
      playScenario({
        kit: fixture.kit,
        countTokens: fixture.countTokens,
        transport: { root: SIM_ROOT, mode: 'node' },
        ...options,
      });
  });
  afterAll(() => server.close());
  return fixture;
}
