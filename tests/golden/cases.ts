// The golden cases, enumerated from the registries so that a new scenario, provider, profile or lab gets its
// own golden pair (and, until `npm run golden` writes it, a failing golden test). Only ids are read here; how a
// case is played lives in play-case.ts.
import { LAB_IDS, labInfo } from '../../src/core/labs/lab-registry.ts';
import { PROVIDER_IDS } from '../../src/core/shapes/provider-ids.ts';
import { WIRE_PROFILES } from '../../src/core/providers/wire-profile.ts';
import { SCENARIO_IDS } from '../../src/core/sim/scenarios.ts';

/** One lesson scenario on one simulated API. */
export interface LessonCase {
  kind: 'lesson';
  scenario: string;
  provider: string;
  profile: string;
  /** The SDKs' request timeout, only where the scenario waits for it (see `LESSON_TIMEOUTS`). */
  timeoutMs?: number;
}

/** One lab scenario on one simulated API, with the lab's default wire profile. */
export interface LabCase {
  kind: 'lab';
  lab: string;
  scenario: string;
  provider: string;
}

/** A lab's whole question set on one simulated API. */
export interface QuestionSetCase {
  kind: 'question-set';
  lab: string;
  provider: string;
}

export type GoldenInput = LessonCase | LabCase | QuestionSetCase;

export const GOLDEN_GROUPS = ['lesson', 'labs', 'question-sets'] as const;

export type GoldenGroup = (typeof GOLDEN_GROUPS)[number];

/**
 * fallo_api_lento's endpoint never answers, so its run lasts as long as the client's timeout: the default 10 s,
 * times eight cases, would be most of the golden test's time. 500 ms still leaves the requests before it
 * (milliseconds each) a wide margin on a loaded machine.
 */
const LESSON_TIMEOUTS: Readonly<Partial<Record<string, number>>> = { fallo_api_lento: 500 };

/** The question sets are played on one API: the other shapes' runs are the lab cases' business. */
const QUESTION_SET_PROVIDER = 'openai-responses';

export function goldenCases(): GoldenInput[] {
  const lesson = SCENARIO_IDS.flatMap((scenario) =>
    PROVIDER_IDS.flatMap((provider) =>
      WIRE_PROFILES.map((profile): LessonCase => {
        const timeoutMs = LESSON_TIMEOUTS[scenario];
        return { kind: 'lesson', scenario, provider, profile, ...(timeoutMs === undefined ? {} : { timeoutMs }) };
      }),
    ),
  );
  const labs = LAB_IDS.flatMap((lab) =>
    labInfo(lab).scenarios.flatMap((scenario) => PROVIDER_IDS.map((provider): LabCase => ({ kind: 'lab', lab, scenario: scenario.id, provider }))),
  );
  const questionSets = LAB_IDS.map((lab): QuestionSetCase => ({ kind: 'question-set', lab, provider: QUESTION_SET_PROVIDER }));
  return [...lesson, ...labs, ...questionSets];
}

export function caseGroup(input: GoldenInput): GoldenGroup {
  if (input.kind === 'lesson') return 'lesson';
  return input.kind === 'lab' ? 'labs' : 'question-sets';
}

/** The file name's stem: `bucle.anthropic.lesson`, `hogar.reporte_equivocado.gemini`, `tienda.openai-responses`. */
export function caseName(input: GoldenInput): string {
  if (input.kind === 'lesson') return `${input.scenario}.${input.provider}.${input.profile}`;
  if (input.kind === 'lab') return `${input.lab}.${input.scenario}.${input.provider}`;
  return `${input.lab}.${input.provider}`;
}
