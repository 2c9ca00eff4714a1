// How a compared run is named in its column and in exports: a kept run by its settings, a fork by what it forks and
// what the student edited, so nobody takes an edited run for a real one.
import type { PlanEdit, RunEdit } from '../../../core/agent/index.ts';
import type { UiLanguage } from '../../../core/i18n/index.ts';
import type { BenchEntry } from './workbench.svelte.ts';

const WORDS = {
  en: {
    kept: (title: string) => `Kept: ${title}`,
    fork: (id: string, parent: string) => `Fork ${id.slice(1)} of ${parent === 'current' ? 'the selected run' : `run ${parent.slice(1)}`}`,
    result: (step: number, call: number) => `result ${call + 1} of step ${step} edited`,
    reply: (step: number) => `reply of step ${step} edited`,
  },
  es: {
    kept: (title: string) => `Guardada: ${title}`,
    fork: (id: string, parent: string) => `Bifurcación ${id.slice(1)} de ${parent === 'current' ? 'la ejecución elegida' : `la ejecución ${parent.slice(1)}`}`,
    result: (step: number, call: number) => `resultado ${call + 1} del paso ${step} editado`,
    reply: (step: number) => `respuesta del paso ${step} editada`,
  },
} as const;

export function editText(edit: RunEdit, lang: UiLanguage): string {
  return edit.kind === 'result' ? WORDS[lang].result(edit.step, edit.call) : WORDS[lang].reply(edit.step);
}

/** What a plan-and-execute fork's edit changed. */
export function planEditText(edit: PlanEdit, lang: UiLanguage): string {
  const words = PLAN_WORDS[lang];
  return edit.kind === 'stage-result' ? words.result(edit.call) : words.reply(edit.stage, edit.attempt);
}

const PLAN_WORDS = {
  en: {
    result: (call: number) => `result of the program's call ${call + 1} edited`,
    reply: (stage: 'extract' | 'write', attempt: number) => (stage === 'extract' ? `extractor's reply ${attempt} edited` : "writer's sentence edited"),
  },
  es: {
    result: (call: number) => `resultado de la llamada ${call + 1} del programa editado`,
    reply: (stage: 'extract' | 'write', attempt: number) => (stage === 'extract' ? `respuesta ${attempt} del extractor editada` : 'frase del redactor editada'),
  },
} as const;

export function entryTitle<E>(entry: BenchEntry<E>, recipeTitle: string, lang: UiLanguage, describe: (edit: E) => string): string {
  const words = WORDS[lang];
  if (entry.parent === undefined) return words.kept(recipeTitle);
  return `${words.fork(entry.id, entry.parent)} (${recipeTitle}): ${entry.edits.map(describe).join('; ')}`;
}
