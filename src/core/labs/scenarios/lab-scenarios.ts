// Every lab's scripted scenarios and preset questions, and the scripted models the simulators serve for them:
// one per scenario (`asistente.cadena`) and one per question's good run (`asistente.pregunta_01`). Pure data and
// scripts: the page's simulators load this without any lab's kit.
import type { ScriptedModel } from '../../sim/scripted-model.ts';
import { ANALISTA_QUESTIONS } from '../analista/analista-questions.ts';
import { ASISTENTE_QUESTIONS } from '../asistente/asistente-questions.ts';
import { HOGAR_QUESTIONS } from '../hogar/hogar-questions.ts';
import type { LabQuestion } from '../lab-question.ts';
import { TIENDA_QUESTIONS } from '../tienda/tienda-questions.ts';
import { VIAJES_QUESTIONS } from '../viajes/viajes-questions.ts';
import { ANALISTA_SCENARIOS } from './analista-scenarios.ts';
import { ASISTENTE_SCENARIOS } from './asistente-scenarios.ts';
import { goodRunScenario } from './good-run-scenario.ts';
import { HOGAR_SCENARIOS } from './hogar-scenarios.ts';
import { LAB_IDS, scenarioModel, type LabId, type LabScenario } from './lab-scenario.ts';
import { TIENDA_SCENARIOS } from './tienda-scenarios.ts';
import { VIAJES_SCENARIOS } from './viajes-scenarios.ts';

/** Each lab's scenarios; the first is the default, the one that reaches the course's answer. */
export const LAB_SCENARIOS: Readonly<Record<LabId, readonly LabScenario[]>> = {
  asistente: ASISTENTE_SCENARIOS,
  tienda: TIENDA_SCENARIOS,
  analista: ANALISTA_SCENARIOS,
  hogar: HOGAR_SCENARIOS,
  viajes: VIAJES_SCENARIOS,
};

export const LAB_QUESTIONS: Readonly<Record<LabId, readonly LabQuestion[]>> = {
  asistente: ASISTENTE_QUESTIONS,
  tienda: TIENDA_QUESTIONS,
  analista: ANALISTA_QUESTIONS,
  hogar: HOGAR_QUESTIONS,
  viajes: VIAJES_QUESTIONS,
};

/** The good runs of each lab's questions, in the questions' order. */
export const QUESTION_SCENARIOS: Readonly<Record<LabId, readonly LabScenario[]>> = {
  asistente: ASISTENTE_QUESTIONS.map(goodRunScenario),
  tienda: TIENDA_QUESTIONS.map(goodRunScenario),
  analista: ANALISTA_QUESTIONS.map(goodRunScenario),
  hogar: HOGAR_QUESTIONS.map(goodRunScenario),
  viajes: VIAJES_QUESTIONS.map(goodRunScenario),
};

/** What the simulators serve for the labs, next to the lesson's models. */
export const LAB_SCRIPTED_MODELS: readonly ScriptedModel[] = LAB_IDS.flatMap((lab) =>
  [...LAB_SCENARIOS[lab], ...QUESTION_SCENARIOS[lab]].map((scenario) => scenarioModel(lab, scenario)),
);
