// What the run host keeps besides the page's own run: entries, each a run kept for comparison or a fork (a shown run
// with the student's edits, replayed on the same backend). An entry is the page's params that select a run (its
// recipe) plus edits, so the page plays it the way it plays its own run, and a link can carry it.

export type Recipe = Readonly<Record<string, string>>;

export interface WorkbenchEntry<E> {
  /** `k1`, `k2`…: in the order they were made. */
  id: string;
  /** The entry it was forked from (`current`: the page's own run). */
  parent?: string;
  recipe: Recipe;
  edits: E[];
}

/** The page's way of playing a recipe with edits; `parent` is the record a fork branches from (a local model replays its steps). */
export type PlayEntry<Rec, E> = (recipe: Recipe, edits: readonly E[], parent: Rec | undefined) => Promise<Rec>;

/** What the last Keep did: kept `id`, or found the same run already kept as `id` (`again`) and added nothing. */
export interface KeptNote {
  id: string;
  again: boolean;
}

/** Params that only say how the page is shown, or carry the host's entries themselves: not part of what selects a run. */
const NOT_RECIPE = new Set(['w', 'lang', 'run', 'set', 'all', 'ref', 'answer', 'step', 'at']);

export function withoutShared(params: Recipe): Recipe {
  return Object.fromEntries(Object.entries(params).filter(([key]) => !NOT_RECIPE.has(key)));
}

/** An entry's run's key: a run is a pure function of its recipe and edits. */
export const entryKey = (entry: Pick<WorkbenchEntry<unknown>, 'recipe' | 'edits'>): string => JSON.stringify([entry.recipe, entry.edits]);
