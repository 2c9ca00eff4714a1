// The page-wide key that opens and closes the A/B presenter view (ComparePresenter.svelte): B, outside any field, so
// a teacher at a projector puts runs A and B side by side without the mouse, and typing a "b" in a box never does.

export function isComparePresenterKey(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return event.key === 'b' && !event.altKey && !event.ctrlKey && !event.metaKey && !target?.closest('input, textarea, select, [contenteditable]');
}
