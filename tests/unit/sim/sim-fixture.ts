// What the simulated-API tests share: the lesson's tool kit over the generated data, and the simulators served
// by MSW's Node server under one root.
import { setupServer, type SetupServerApi } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { nodeDataSource } from '../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../src/core/data/load-market-data.ts';
import { runScenario, type ScenarioOptions, type ScenarioTrace } from '../../../src/core/sim/run-scenario.ts';
import { createSimHandlers } from '../../../src/core/sim/sim-handlers.ts';
import { loadO200kCounter, type TokenCounter } from '../../../src/core/tokens/o200k-counter.ts';
import { createLessonToolKit } from '../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../src/core/tools/tool-kit-types.ts';

export const SIM_ROOT = 'http://sim.test';

export interface SimFixture {
  server: SetupServerApi;
  kit: ToolKit;
  countTokens: TokenCounter;
  run(options: Omit<ScenarioOptions, 'kit' | 'transport'> & Partial<Pick<ScenarioOptions, 'transport'>>): Promise<ScenarioTrace>;
}

/** Registers beforeAll/afterAll hooks; the fixture's fields are ready inside tests. */
export function useSimulators(): SimFixture {
  const server = setupServer(...createSimHandlers(SIM_ROOT));
  const fixture = { server } as SimFixture;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    fixture.kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
    fixture.countTokens = await loadO200kCounter();
    fixture.run = (options) =>
      runScenario({
        kit: fixture.kit,
        countTokens: fixture.countTokens,
        transport: { root: SIM_ROOT, mode: 'node' },
        ...options,
      });
  });
  afterAll(() => server.close());
  return fixture;
}
