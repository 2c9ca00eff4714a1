// The companion labs (`#/labs/<id>`), built from each lab's own definition (its folder's `<lab>-lab.ts`): adding a
// lab is its folder and one line in LAB_DEFINITIONS. From the definitions: the ids, each lab's info for the pages,
// the scripted models the simulators serve (one per scenario, `asistente.cadena`, and one per question's good
// run, `asistente.pregunta_01`), and the union of what the labs' runs show besides their traces. Scripts only:
// the kits load when a run needs them (lab-plans.ts).
import { settleSettings, type Limits } from '../agent/run-settings.ts';
import type { ScriptedModel } from '../run/script-contract.ts';
import { ANALISTA_LAB } from './analista/analista-lab.ts';
import { ASISTENTE_LAB } from './asistente/asistente-lab.ts';
import { goodRunScenario } from './good-run-scenario.ts';
import { HOGAR_LAB } from './hogar/hogar-lab.ts';
import type { LabDefinition, LabKitOptions, OpenLabRun } from './lab-definition.ts';
import type { LabQuestion } from './lab-question.ts';
import { scenarioModel, type LabScenario } from './lab-scenario.ts';
import { TIENDA_LAB } from './tienda/tienda-lab.ts';
import { VIAJES_LAB } from './viajes/viajes-lab.ts';

/** Every lab, in the order the index page lists them. */
export const LAB_DEFINITIONS = [ASISTENTE_LAB, TIENDA_LAB, ANALISTA_LAB, HOGAR_LAB, VIAJES_LAB] as const;

type AnyLab = (typeof LAB_DEFINITIONS)[number];

export type LabId = AnyLab['id'];

type ExtrasOf<D> = D extends LabDefinition<string, infer X> ? X : never;

/** What a finished run of any lab shows besides its trace: each lab's own, named by `lab`. */
export type LabExtras = ExtrasOf<AnyLab>;

export const LAB_IDS: readonly LabId[] = LAB_DEFINITIONS.map((d) => d.id);

export function isLabId(value: string): value is LabId {
  return (LAB_IDS as readonly string[]).includes(value);
}

export function labDefinition(lab: LabId): LabDefinition<LabId, LabExtras> {
  const definition = LAB_DEFINITIONS.find((d) => d.id === lab);
  if (!definition) throw new Error(`no lab '${lab}'`);
  return definition as LabDefinition<LabId, LabExtras>;
}

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
  /** The good runs of the questions, in their order (what the question set plays). */
  questionScenarios: readonly LabScenario[];
}

export function labInfo(lab: LabId): LabInfo {
  const definition = labDefinition(lab);
  return {
    id: lab,
    title: definition.title,
    intro: definition.intro,
    tools: definition.tools,
    limits: settleSettings([{ limits: definition.limits }]).limits,
    scenarios: definition.scenarios,
    defaultScenario: definition.scenarios[0]?.id ?? '',
    questions: definition.questions,
    questionScenarios: definition.questions.map(goodRunScenario),
  };
}

/** Every lab, in the order of LAB_DEFINITIONS. */
export const LABS: readonly LabInfo[] = LAB_IDS.map(labInfo);

export function findScenario(lab: LabId, scenario: string): LabScenario | undefined {
  return labDefinition(lab).scenarios.find((s) => s.id === scenario);
}

/**
 * The questions the page offers the local model. The analista's depend on the table: the presets on the bundled
 * orders, questions its own columns can answer on a student's file.
 */
export function presetQuestions(lab: LabId, options: Pick<LabKitOptions, 'table'> = {}): string[] {
  const definition = labDefinition(lab);
  const questions = definition.questions.map((q) => q.question);
  return definition.presets ? definition.presets(options, questions) : questions;
}

/** The lab's kit code, loaded once. */
export function loadLabRun(lab: LabId): Promise<OpenLabRun<LabExtras>> {
  return labDefinition(lab).loadRun();
}

/** What the simulators serve for the labs, next to the lesson's models. */
export const LAB_SCRIPTED_MODELS: readonly ScriptedModel[] = LABS.flatMap((info) =>
  [...info.scenarios, ...info.questionScenarios].map((scenario) => scenarioModel(info.id, scenario, labDefinition(info.id).language)),
);
