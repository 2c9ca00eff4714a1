// The one place the golden traces touch the run API: a case's input in, its plain-JSON output out. A refactor
// of the run API rewrites this file alone, and the golden files must then come out byte-identical.
import { readFile } from 'node:fs/promises';
import { setupServer } from 'msw/node';
import { nodeDataSource } from '../../scripts/node-data-source.ts';
import type { Trace } from '../../src/core/agent/trace.ts';
import { loadMarketData } from '../../src/core/data/load-market-data.ts';
import type { Table } from '../../src/core/labs/analista/table.ts';
import { loadTable } from '../../src/core/labs/analista/load-table.ts';
import { ORDERS_FILE } from '../../src/core/labs/analista/analista-lab.ts';
import { labScenarioPlan, type LabChoices, type LabOutcome } from '../../src/core/labs/lab-plans.ts';
import { isLabId, LAB_SCRIPTED_MODELS, type LabId } from '../../src/core/labs/lab-registry.ts';
import { runQuestionSet, type QuestionRun, type QuestionSetReport } from '../../src/core/labs/question-set.ts';
import { isProviderId, type ProviderId } from '../../src/core/shapes/provider-ids.ts';
import { isWireProfile } from '../../src/core/providers/wire-profile.ts';
import { lessonScenarioPlan } from '../../src/core/labs/lesson-plans.ts';
import { run, type RunRecord } from '../../src/core/run/run.ts';
import { isScenarioId } from '../../src/core/sim/scenarios.ts';
import type { ScriptPlay } from '../../src/core/sim/script-report.ts';
import { simulatedBackend, type SimulatedReport } from '../../src/core/sim/simulated-backend.ts';
import { LESSON_MODELS } from '../../src/core/sim/scripted-model.ts';
import { createSimHandlers } from '../../src/core/sim/sim-handlers.ts';
import { type TokenCounter } from '../../src/core/tokens/o200k-counter.ts';
import { loadO200kCounter } from '../../src/core/tokens/o200k-here.ts';
import { createLessonToolKit } from '../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../src/core/tools/tool-kit-types.ts';
import type { GoldenInput, LabCase, LessonCase, QuestionSetCase } from './cases.ts';
import { o200kUsage } from '../../src/core/sim/o200k-usage.ts';

const SIM_ROOT = 'http://sim.test';
const TRANSPORT = { root: SIM_ROOT, mode: 'node' } as const;
/**
 * The asistente's wikipedia_search timeout. The lab tests use 40 ms; the traces do not show it, and 250 ms keeps
 * the bundled answers (which must come back within it) safe on a loaded machine while fallo_wikipedia's slow
 * answer (twice the timeout) still costs under a second over the four APIs.
 */
const WIKIPEDIA_TIMEOUT_MS = 250;

export interface GoldenContext {
  kit: ToolKit;
  countTokens: TokenCounter;
  orders: Table;
  close(): void;
}

export interface RunOutput {
  trace: Trace;
  script: ScriptPlay;
  outcome?: LabOutcome;
}

/** A question set's report, each run as its golden output. */
export interface QuestionSetOutput extends Omit<QuestionSetReport<SimulatedReport>, 'runs'> {
  runs: (Omit<QuestionRun<SimulatedReport>, 'run'> & { run: RunOutput })[];
}

export type GoldenOutput = RunOutput | QuestionSetOutput;

/** Serves every scripted model (the lesson's and the labs') under MSW's Node server; `close()` stops it. */
export async function openGoldenContext(): Promise<GoldenContext> {
  const server = setupServer(...createSimHandlers(SIM_ROOT, [...LESSON_MODELS, ...LAB_SCRIPTED_MODELS], o200kUsage));
  server.listen({ onUnhandledRequest: 'error' });
  try {
    return {
      kit: createLessonToolKit(await loadMarketData(nodeDataSource())),
      countTokens: await loadO200kCounter(),
      orders: await loadOrders(),
      close: () => server.close(),
    };
  } catch (error) {
    server.close();
    throw error;
  }
}

async function loadOrders(): Promise<Table> {
  const bytes = await readFile(new URL(`../../public/data/${ORDERS_FILE}`, import.meta.url));
  const loaded = await loadTable(ORDERS_FILE, bytes);
  if (!loaded.ok) throw new Error(loaded.error.en);
  return loaded.table;
}

export function playCase(input: GoldenInput, ctx: GoldenContext): Promise<GoldenOutput> {
  if (input.kind === 'lesson') return playLesson(input, ctx);
  if (input.kind === 'lab') return playLab(input, ctx);
  return playQuestionSet(input, ctx);
}

async function playLesson(input: LessonCase, ctx: GoldenContext): Promise<RunOutput> {
  const { scenario, profile } = input;
  if (!isScenarioId(scenario)) throw new Error(`unknown lesson scenario '${scenario}'`);
  if (!isWireProfile(profile)) throw new Error(`unknown wire profile '${profile}'`);
  const plan = lessonScenarioPlan({
    scenario,
    wireProfile: profile,
    kit: ctx.kit,
    ...(input.timeoutMs === undefined ? {} : { limits: { timeoutMs: input.timeoutMs } }),
  });
  const { trace, report } = await run(plan, backend(input.provider, ctx));
  return { trace, script: report.script };
}

async function playLab(input: LabCase, ctx: GoldenContext): Promise<RunOutput> {
  return labOutput(await run(await labScenarioPlan({ ...labChoices(input, ctx), scenario: input.scenario }), backend(input.provider, ctx)));
}

async function playQuestionSet(input: QuestionSetCase, ctx: GoldenContext): Promise<QuestionSetOutput> {
  const report = await runQuestionSet(labChoices(input, ctx), backend(input.provider, ctx));
  return {
    share: report.share,
    meetsTarget: report.meetsTarget,
    runs: report.runs.map((run) => ({ ...run, run: labOutput(run.run) })),
  };
}

/** The provider's simulators over MSW's Node server. */
function backend(id: string, ctx: GoldenContext) {
  return simulatedBackend({ provider: provider(id), transport: TRANSPORT, countTokens: ctx.countTokens });
}

/** What the lab tests give a lab run besides its choices: the bundled orders table for the analista. */
function labChoices(input: LabCase | QuestionSetCase, ctx: GoldenContext): LabChoices {
  const lab = labId(input.lab);
  return { lab, wikipediaTimeoutMs: WIKIPEDIA_TIMEOUT_MS, ...(lab === 'analista' ? { table: ctx.orders } : {}) };
}

function labOutput(record: RunRecord<LabOutcome, SimulatedReport>): RunOutput {
  return { trace: record.trace, script: record.report.script, outcome: record.outcome };
}

function provider(id: string): ProviderId {
  if (!isProviderId(id)) throw new Error(`unknown provider '${id}'`);
  return id;
}

function labId(id: string): LabId {
  if (!isLabId(id)) throw new Error(`unknown lab '${id}'`);
  return id;
}
