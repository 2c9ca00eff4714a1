// The order of the compared runs and their letters: the earlier run first, so a class reads A before B as "before,
// after". A kept run was kept from an earlier state of the page, so it comes before the page's own run; a fork comes
// right after the run it was forked from (its forks after it); runs from files come last.
import type { WorkbenchEntry } from './workbench-entry.ts';

/** The column ids in order: kept runs (each followed by its forks), `current` and its forks, then `imported`. */
export function columnOrder(entries: readonly Pick<WorkbenchEntry<unknown>, 'id' | 'parent'>[], imported: readonly string[] = []): string[] {
  const ids = new Set(entries.map((e) => e.id));
  const forksOf = (parent: string) => entries.filter((e) => e.parent === parent);
  const withForks = (id: string): string[] => [id, ...forksOf(id).flatMap((e) => withForks(e.id))];
  // A fork whose parent was removed stands where a kept run would.
  const roots = entries.filter((e) => e.parent === undefined || (e.parent !== 'current' && !ids.has(e.parent)));
  return [...roots.flatMap((e) => withForks(e.id)), ...withForks('current'), ...imported];
}

/** A, B, … Z, then AA, AB: the letter of the column at `index`. */
export function columnLetter(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : `${columnLetter(Math.floor(index / 26) - 1)}${letter}`;
}
