// The runs the trace-io tests export and read back: every golden trace as the simulated run it records (a
// question set's runs as one comparison), plan and execute's scripted plans, and a local-model run made from a
// golden trace (the same events, the local backend's name and generation counts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { planAndExecute } from '../../../../src/core/agent/plan/plan-and-execute.ts';
import type { PlanTrace } from '../../../../src/core/agent/plan/plan-trace.ts';
import { PLAN_SCRIPT_IDS, scriptedPlanModels } from '../../../../src/core/sim/scripted-plans.ts';
import type { RequestEvent, Trace } from '../../../../src/core/agent/trace.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import type { ProviderId } from '../../../../src/core/shapes/provider-ids.ts';
import type { ScriptPlay } from '../../../../src/core/sim/script-report.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { PlanRun, TraceRun } from '../../../../src/core/trace-io/trace-file.ts';
import { GOLDEN_DIR, TRACE_SUFFIX } from '../../../golden/golden-files.ts';

interface GoldenRun {
  trace: Trace;
  script: ScriptPlay;
}

/** One golden file's runs: a scripted case is one run, a question set one run per question. */
export interface GoldenFile {
  name: string;
  runs: [TraceRun, ...TraceRun[]];
}

function simulatedRun(label: string, { trace, script }: GoldenRun): TraceRun {
  return { label, trace, report: { provider: trace.backend as ProviderId, transport: 'node', script } };
}

export function goldenFiles(): GoldenFile[] {
  const names = readdirSync(GOLDEN_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith(TRACE_SUFFIX))
    .sort();
  return names.map((name) => {
    const json = JSON.parse(readFileSync(join(GOLDEN_DIR, name), 'utf8')) as GoldenRun | { runs: { question: string; run: GoldenRun }[] };
    if ('trace' in json) return { name, runs: [simulatedRun(name, json)] };
    const [first, ...rest] = json.runs.map((r, i) => simulatedRun(`${name} #${i + 1}`, r.run));
    if (!first) throw new Error(`${name}: a question set without runs`);
    return { name, runs: [first, ...rest] };
  });
}

/** A golden run as the local model's: each sent request got a generation of 10 + its index tokens. */
export function localRun(run: TraceRun): TraceRun {
  const trace: Trace = { ...structuredClone(run.trace), backend: 'local-hermes' };
  const sent = trace.events.filter((e): e is RequestEvent => e.type === 'request' && e.sent);
  return { label: 'local', trace, report: { steps: sent.map((e, i) => ({ inputTokens: e.tokens as number, generatedTokens: 10 + i })) } };
}

/** Each scripted plan on the lesson's question, as a plan run of the local model (with made-up counts). */
export async function planRuns(): Promise<PlanRun[]> {
  const kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
  const question = '¿Cuánto cambió en porcentaje el cierre de BUSI entre el 2024-03-15 y el 2024-03-22?';
  const traces: PlanTrace[] = [];
  for (const id of PLAN_SCRIPT_IDS) traces.push(await planAndExecute(question, scriptedPlanModels(id), kit));
  return traces.map((planTrace, i) => ({
    label: PLAN_SCRIPT_IDS[i] ?? '',
    planTrace,
    model: 'local:tiny',
    backend: 'local-hermes',
    report: { steps: modelExchanges(planTrace).map((_, k) => ({ inputTokens: 100 + k, generatedTokens: 20 + k })) },
  }));
}

/** The plan's model replies in order: extract's attempts, then the writer's. */
export function modelExchanges(plan: PlanTrace): unknown[] {
  return plan.stages.flatMap((s) => (s.stage === 'extract' ? s.attempts : s.stage === 'write' ? [s] : []));
}
