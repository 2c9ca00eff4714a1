// How a compared run is named in its column and in exports: a kept run by its settings, a fork by what it forks and
// what the student edited, so nobody takes an edited run for a real one.
import type { RunEdit } from '../../../core/agent/index.ts';
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

export function entryTitle(entry: BenchEntry<RunEdit>, recipeTitle: string, lang: UiLanguage): string {
  const words = WORDS[lang];
  if (entry.parent === undefined) return words.kept(recipeTitle);
  return `${words.fork(entry.id, entry.parent)} (${recipeTitle}): ${entry.edits.map((e) => editText(e, lang)).join('; ')}`;
}
