// What the lab-scenario tests share: the simulators serving the lesson's and every lab's scripted models under
// MSW's Node server, the bundled orders table, one token counter, and a `run` that fills in the rest: a lab
// scenario's plan on the simulated backend, its record flattened as the tests read it (the trace, the lab's
// outcome, the script's report).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { setupServer, type SetupServerApi } from 'msw/node';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Trace, TraceEvent } from '../../../../src/core/agent/trace.ts';
import type { Table } from '../../../../src/core/labs/analista/table.ts';
import { loadTable } from '../../../../src/core/labs/analista/load-table.ts';
import { labScenarioPlan, type LabChoices, type LabOutcome } from '../../../../src/core/labs/lab-plans.ts';
import { LAB_SCRIPTED_MODELS } from '../../../../src/core/labs/lab-registry.ts';
import type { LabScenario } from '../../../../src/core/labs/lab-scenario.ts';
import { PROVIDER_IDS, type ProviderId } from '../../../../src/core/shapes/provider-ids.ts';
import { run, type RunControl, type RunRecord } from '../../../../src/core/run/run.ts';
import { simulatedBackend, type SimulatedReport } from '../../../../src/core/sim/simulated-backend.ts';
import type { ScriptPlay } from '../../../../src/core/sim/script-report.ts';
import { LESSON_MODELS } from '../../../../src/core/sim/scripted-model.ts';
import { createSimHandlers } from '../../../../src/core/sim/sim-handlers.ts';
import { type AsyncCounter, type TokenCounter } from '../../../../src/core/tokens/o200k-counter.ts';
import { loadO200kCounter, o200kHere } from '../../../../src/core/tokens/o200k-here.ts';
import { o200kUsage } from '../../../../src/core/sim/o200k-usage.ts';

export const SIM_ROOT = 'http://sim.test';
export const TRANSPORT = { root: SIM_ROOT, mode: 'node' } as const;
/** Short, so the Wikipedia-timeout scenario takes milliseconds. */
export const WIKIPEDIA_TIMEOUT_MS = 40;

export interface LabScenarioOptions extends LabChoices {
  provider: ProviderId;
  scenario?: string | LabScenario;
  countTokens?: TokenCounter | AsyncCounter;
  /** Told the run's record as it ended, when its counts wait for the counter (RunControl's `ended`). */
  ended?: (ended: RunRecord<LabOutcome, SimulatedReport>) => void;
  /** The person asked about a call that waits for approval (RunControl's `approve`); absent, nobody is asked. */
  approve?: RunControl['approve'];
}

/** A lab run as the tests read it: the trace with the lab's outcome and the script's report beside its events. */
export interface LabTrace extends Trace, LabOutcome {
  provider: ProviderId;
  script: ScriptPlay;
}

export function flatten(record: RunRecord<LabOutcome, SimulatedReport>): LabTrace {
  return { ...record.trace, ...record.outcome, provider: record.report.provider, script: record.report.script };
}

/** Plays a lab scenario on a simulated provider over `transport`. */
export async function playLab(options: LabScenarioOptions, transport: { root: string; mode: string; fetch?: typeof fetch }): Promise<LabTrace> {
  const { provider, countTokens, ended, approve, ...choices } = options;
  const backend = simulatedBackend({ provider, transport, countTokens: countTokens ?? o200kHere });
  return flatten(await run(await labScenarioPlan(choices), backend, { ...(ended ? { ended } : {}), ...(approve ? { approve } : {}) }));
}

export interface LabFixture {
  server: SetupServerApi;
  orders: Table;
  countTokens: TokenCounter;
  run(options: LabScenarioOptions): Promise<LabTrace>;
}

export async function loadOrders(): Promise<Table> {
  const bytes = readFileSync(fileURLToPath(new URL('../../../../public/data/pedidos_trimestre.parquet', import.meta.url)));
  const loaded = await loadTable('pedidos_trimestre.parquet', bytes);
  if (!loaded.ok) throw new Error(loaded.error.en);
  return loaded.table;
}

/** Registers beforeAll/afterAll hooks; the fixture's fields are ready inside tests. */
export function useLabSimulators(): LabFixture {
  const server = setupServer(...createSimHandlers(SIM_ROOT, [...LESSON_MODELS, ...LAB_SCRIPTED_MODELS], o200kUsage));
  const fixture = { server } as LabFixture;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    fixture.orders = await loadOrders();
    fixture.countTokens = await loadO200kCounter();
    fixture.run = (options) =>
      playLab(
        {
          countTokens: fixture.countTokens,
          wikipediaTimeoutMs: WIKIPEDIA_TIMEOUT_MS,
          ...(options.lab === 'analista' ? { table: fixture.orders } : {}),
          ...options,
        },
        TRANSPORT,
      );
  });
  afterAll(() => server.close());
  return fixture;
}

/**
 * What must not depend on the API shape: every event but the requests, without the ids each API gives its calls
 * and the arguments as each wrote them (JSON text or an object); the parsed arguments stay, in the results.
 */
export function behaviour(trace: LabTrace) {
  return {
    events: trace.events.filter((e) => e.type !== 'request').map((e) => ({ ...e, callId: undefined, rawArgs: undefined })),
    steps: trace.summary.steps,
    extras: trace.extras,
    metric: trace.metric,
    script: trace.script,
  };
}

/** The scenario on every API shape: the traces, after checking that all four behave the same. */
export async function runOnEveryShape(sim: LabFixture, options: Omit<LabScenarioOptions, 'provider'>): Promise<LabTrace[]> {
  const traces: LabTrace[] = [];
  for (const provider of PROVIDER_IDS) traces.push(await sim.run({ ...options, provider }));
  const [first, ...rest] = traces.map(behaviour);
  for (const other of rest) expect(other).toEqual(first);
  return traces;
}

export const ofType = <T extends TraceEvent['type']>(trace: LabTrace, type: T) =>
  trace.events.filter((e) => e.type === type) as Extract<TraceEvent, { type: T }>[];
