// The runs a page holds beside the one its settings select: runs kept for comparison and forks (a shown run with
// the student's edits, replayed on the same backend). Each is the page's params that select a run (its recipe)
// plus edits, so the page plays it the way it plays its own run, and a link can carry it; each is played once
// (the simulators and the scripted plans are deterministic) and kept by the run store.
import { RunStore, type RunState } from '../runs/run-store.svelte.ts';

export type Recipe = Readonly<Record<string, string>>;

export interface WorkbenchEntry<E> {
  /** `k1`, `k2`…: in the order they were made. */
  id: string;
  /** The entry it was forked from (`current`: the run the page's settings select). */
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

export class Workbench<Rec, E> {
  entries: WorkbenchEntry<E>[] = $state([]);
  lastKept: KeptNote | null = $state(null);
  readonly runs: RunStore<Rec>;
  #play: PlayEntry<Rec, E>;
  #next = 1;

  constructor(play: PlayEntry<Rec, E>) {
    this.#play = play;
    this.runs = new RunStore<Rec>();
  }

  /** Plays an entry's run unless it is shown or going (call it from an effect). */
  ensure(entry: WorkbenchEntry<E>, parent?: Rec): void {
    this.runs.play(entryKey(entry), () => this.#play(entry.recipe, entry.edits, parent));
  }

  /** An entry's run; undefined until `ensure` played it. */
  stateOf(entry: WorkbenchEntry<E>): RunState<Rec> | undefined {
    return this.runs.get(entryKey(entry));
  }

  /** Keeps a run for comparison: what the page shows now, under its current settings; a run kept already is not kept twice. */
  keep(recipe: Recipe, edits: readonly E[] = []): WorkbenchEntry<E> {
    const wanted = { recipe: withoutShared(recipe), edits: [...edits] };
    const known = this.entries.find((e) => e.parent === undefined && entryKey(e) === entryKey(wanted));
    const kept = known ?? this.#add(wanted);
    this.lastKept = { id: kept.id, again: known !== undefined };
    return kept;
  }

  /** A fork of a shown run (an entry, or `current`) with `edits` (the parent's kept ones and the new one). */
  fork(parent: string, recipe: Recipe, edits: readonly E[]): WorkbenchEntry<E> {
    return this.#add({ parent, recipe: withoutShared(recipe), edits: [...edits] });
  }

  remove(id: string): void {
    this.entries = this.entries.filter((e) => e.id !== id);
  }

  clear(): void {
    this.entries = [];
  }

  /** What a link carries. */
  shared(): WorkbenchEntry<E>[] {
    return this.entries.map((e) => ({ ...e, edits: [...e.edits] }));
  }

  /** The entries a link carried, in place of these. */
  restore(entries: readonly WorkbenchEntry<E>[]): void {
    this.entries = entries.map((e) => ({ ...e, edits: [...e.edits] }));
    this.#next = 1 + Math.max(0, ...entries.map((e) => Number(e.id.slice(1)) || 0));
  }

  #add(entry: Omit<WorkbenchEntry<E>, 'id'>): WorkbenchEntry<E> {
    const made = { id: `k${this.#next++}`, ...entry };
    this.entries = [...this.entries, made];
    return made;
  }
}

/** Params that only say how the page is shown, or carry the workbench itself: not part of what selects a run. */
const NOT_RECIPE = new Set(['w', 'lang', 'run', 'set', 'all', 'ref', 'answer', 'step', 'at']);

export function withoutShared(params: Recipe): Recipe {
  return Object.fromEntries(Object.entries(params).filter(([key]) => !NOT_RECIPE.has(key)));
}

export const entryKey = (entry: Pick<WorkbenchEntry<unknown>, 'recipe' | 'edits'>): string => JSON.stringify([entry.recipe, entry.edits]);
