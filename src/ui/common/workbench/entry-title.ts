// How a compared run is named in its column and in exports: a kept run by its settings, a fork by what it forks and
// what the student edited, so nobody takes an edited run for a real one.
import type { UiLanguage } from '../../../core/i18n/index.ts';
import type { WorkbenchEntry } from './workbench-entry.ts';

const WORDS = {
  en: {
    kept: (title: string) => `Kept: ${title}`,
    fork: (id: string, parent: string) => `Fork ${id.slice(1)} of ${parent === 'current' ? 'the selected run' : `run ${parent.slice(1)}`}`,
  },
  es: {
    kept: (title: string) => `Guardada: ${title}`,
    fork: (id: string, parent: string) => `Bifurcación ${id.slice(1)} de ${parent === 'current' ? 'la ejecución elegida' : `la ejecución ${parent.slice(1)}`}`,
  },
} as const;

/** `describe`: what one of its edits changed (trace/kinds/run-kind-uis.ts editText). */
export function entryTitle<E>(entry: WorkbenchEntry<E>, recipeTitle: string, lang: UiLanguage, describe: (edit: E) => string): string {
  const words = WORDS[lang];
  if (entry.parent === undefined) return words.kept(recipeTitle);
  return `${words.fork(entry.id, entry.parent)} (${recipeTitle}): ${entry.edits.map(describe).join('; ')}`;
}
