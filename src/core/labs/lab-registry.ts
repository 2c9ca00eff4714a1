// The companion labs (`#/labs/<id>`), as the pages see them: each lab's names and introduction, the tools it
// offers, its scripted scenarios (the first reaches the course's answer) and preset questions, and a fresh kit
// per run with the lab's verifier and what a run shows besides its trace. Runs go through `runLabScenario`
// (run-lab.ts) for the simulated APIs and `runQuestionSet` for the one-click question set; a local-model run
// uses `openLab` with its own adapter and `runAgent`.
import { DEFAULT_LIMITS, type Limits } from '../agent/run-settings.ts';
import type { Trace } from '../agent/trace.ts';
import type { Finding } from '../agent/verify/finding.ts';
import { verifyAnswer } from '../agent/verify/verify-answer.ts';
import type { VerifyInput } from '../agent/verify/verify-input.ts';
import type { ToolKit } from '../tools/tool-kit-types.ts';
import type { LabQuestion } from './lab-question.ts';
import { ANALISTA_LAB, analistaPresets } from './scenarios/analista-lab.ts';
import { ASISTENTE_LAB } from './scenarios/asistente-lab.ts';
import { HOGAR_LAB } from './scenarios/hogar-lab.ts';
import type { LabDefinition, LabExtras, LabKitOptions } from './scenarios/lab-definition.ts';
import { LAB_IDS, type LabId, type LabScenario } from './scenarios/lab-scenario.ts';
import { LAB_QUESTIONS, LAB_SCENARIOS } from './scenarios/lab-scenarios.ts';
import { instructionNotes, runMetric, type InstructionNote, type RunMetric } from './scenarios/run-metric.ts';
import { TIENDA_LAB } from './scenarios/tienda-lab.ts';
import { VIAJES_LAB } from './scenarios/viajes-lab.ts';

export { isLabId, LAB_IDS, labModelName, type LabId, type LabScenario } from './scenarios/lab-scenario.ts';
export type { AnalistaExtras, AsistenteExtras, HogarExtras, LabExtras, LabKitOptions } from './scenarios/lab-definition.ts';
export type { InstructionNote, RunMetric } from './scenarios/run-metric.ts';
export { ORDERS_FILE } from './scenarios/analista-lab.ts';

const DEFINITIONS: Readonly<Record<LabId, LabDefinition>> = {
  asistente: ASISTENTE_LAB,
  tienda: TIENDA_LAB,
  analista: ANALISTA_LAB,
  hogar: HOGAR_LAB,
  viajes: VIAJES_LAB,
};

export interface LabInfo {
  id: LabId;
  title: LabDefinition['title'];
  intro: LabDefinition['intro'];
  /** The tools offered to the model. */
  tools: readonly string[];
  /** The lab's limits: the loop's defaults with the lab's own over them. */
  limits: Limits;
  /** Scripted scenarios, the default first. */
  scenarios: readonly LabScenario[];
  /** The scenario a Run button plays unless another is chosen: the one that reaches the course's answer. */
  defaultScenario: string;
  /** Preset questions with known answers and good runs (the asistente's dozen is its question set). */
  questions: readonly LabQuestion[];
}

export function labInfo(lab: LabId): LabInfo {
  const definition = DEFINITIONS[lab];
  const scenarios = LAB_SCENARIOS[lab];
  return {
    id: lab,
    title: definition.title,
    intro: definition.intro,
    tools: definition.tools,
    limits: { ...DEFAULT_LIMITS, ...definition.limits },
    scenarios,
    defaultScenario: scenarios[0]?.id ?? '',
    questions: LAB_QUESTIONS[lab],
  };
}

/** Every lab, in the order of LAB_IDS. */
export const LABS: readonly LabInfo[] = LAB_IDS.map(labInfo);

export function findScenario(lab: LabId, scenario: string): LabScenario | undefined {
  return LAB_SCENARIOS[lab].find((s) => s.id === scenario);
}

/**
 * The questions the page offers the local model. The analista's depend on the table: the presets on the bundled
 * orders, questions its own columns can answer on a student's file.
 */
export function presetQuestions(lab: LabId, options: Pick<LabKitOptions, 'table'> = {}): string[] {
  const questions = LAB_QUESTIONS[lab].map((q) => q.question);
  if (lab === 'analista' && options.table) return analistaPresets(options.table, questions);
  return questions;
}

/** What a finished lab run shows besides its trace. */
export interface LabOutcome {
  /** The tools asked for and the iterations (the course's end-of-run metric), for every lab. */
  metric: RunMetric;
  /** Tool results that carried instruction-like text (tool-output poisoning), whatever the model did with them. */
  toolInstructions: InstructionNote[];
  extras: LabExtras;
}

/** One run's parts, for a loop the caller drives (the local model's adapter with `runAgent`). */
export interface LabSession {
  kit: ToolKit;
  /** The allowlist. */
  offered: readonly string[];
  limits: Limits;
  verify(input: VerifyInput): Finding[];
  /** Call once the run has ended. */
  finish(trace: Trace): LabOutcome;
}

/**
 * A fresh kit and the lab's verifier for one run; `scenario` when it plays a scripted one (the asistente's
 * Wikipedia answers depend on it). Throws when a required option is missing (the analista's table).
 * @example const session = openLab('hogar', {}); … const { extras } = session.finish(trace)
 */
export function openLab(lab: LabId, options: LabKitOptions = {}, scenario?: LabScenario): LabSession {
  const definition = DEFINITIONS[lab];
  const run = definition.open(options, scenario);
  return {
    kit: run.kit,
    offered: definition.tools,
    limits: { ...DEFAULT_LIMITS, ...definition.limits },
    verify: (input) => verifyAnswer(input, definition.verifier),
    finish: (trace) => ({ metric: runMetric(trace), toolInstructions: instructionNotes(trace), extras: run.extras(trace) }),
  };
}
