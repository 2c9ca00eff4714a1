// The approval guardrail ("ask before a write"): which calls wait for a person before their tool runs, and what a
// denied call sends back to the model. Where a decision comes from (a fork's edit, the decisions a link gave, the
// person, nobody) is the loop's (agent/approval.ts). It has three settings, not a switch.
import type { UiLanguage } from '../i18n/bilingual.ts';
import { changesState, type ToolAnnotations } from '../tools/tool-annotations.ts';
import type { Guardrail } from './guardrail.ts';
import type { ApprovalMode } from './settings.ts';

/** Who decided on a call that waited: the person asked, a fork's edit, the decisions the plan was given, or nobody (no one to ask). */
export type ApprovalSource = 'person' | 'edit' | 'given' | 'nobody';

export const APPROVAL_MODES: readonly ApprovalMode[] = ['off', 'writes', 'all'];

export const isApprovalMode = (value: unknown): value is ApprovalMode => APPROVAL_MODES.includes(value as ApprovalMode);

/** Who denied a call, as a denial's note ends. */
const BY: Record<UiLanguage, Record<string, string>> = {
  en: { person: 'by the person', edit: 'by the fork', given: 'as the link says', nobody: '(no one to ask)' },
  es: { person: 'por la persona', edit: 'por la bifurcación', given: 'como dice el enlace', nobody: '(no había a quién preguntar)' },
};

export const approval = {
  id: 'approval',
  place: 'call',
  setting: {
    kind: 'modes',
    modes: APPROVAL_MODES,
    default: 'off',
    modeWords: {
      off: { en: 'Off', es: 'No' },
      writes: { en: 'For tools that change state', es: 'Para herramientas que cambian el estado' },
      all: { en: 'For every tool', es: 'Para todas' },
    },
    note: {
      en: 'A call that needs approval pauses the run until you approve or deny it; a denial reaches the model as an error.',
      es: 'Una llamada que necesita aprobación pausa la ejecución hasta que la apruebes o la deniegues; una denegación le llega al modelo como un error.',
    },
  },
  words: {
    label: { en: 'Approval', es: 'Aprobación' },
    traceName: { en: 'approval denied', es: 'aprobación denegada' },
    notes: [
      {
        pattern: /^(.+) was denied \((person|edit|given|nobody)\)$/s,
        say: {
          en: (tool = '', by = '') => `${tool} was denied ${BY.en[by] ?? ''}`.trim(),
          es: (tool = '', by = '') => `${tool} fue denegada ${BY.es[by] ?? ''}`.trim(),
        },
      },
    ],
  },
  // The drawing has no gate of its own for approval yet: a denial is drawn at the last gate before the tool.
  gate: { at: 'validation' },
} satisfies Guardrail;

/** Whether a call of a tool with these hints waits for a decision under `mode`. */
export function needsApproval(mode: ApprovalMode | undefined, annotations: ToolAnnotations | undefined): boolean {
  return mode === 'all' || (mode === 'writes' && changesState(annotations));
}

/** The error observation of a denied call, in the language the run speaks to its model. */
export function denialText(tool: string, source: ApprovalSource, language: UiLanguage = 'es'): string {
  if (language === 'en') {
    return source === 'nobody' ? `no one was there to approve this call to ${tool}, so it was not made` : `the person did not approve this call to ${tool}`;
  }
  return source === 'nobody' ? `nadie pudo aprobar esta llamada a ${tool}, así que no se hizo` : `la persona no aprobó esta llamada a ${tool}`;
}

/** The trace's note when a call is denied, and who denied it. */
export const denialNote = (tool: string, by: ApprovalSource): string => `${tool} was denied (${by})`;
