// The page-wide key that opens and closes the presenter view (PresenterView.svelte): P, outside any field, so a
// teacher at a projector reaches it without the mouse and typing a "p" in a box never does.

export function isPresenterKey(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  return event.key === 'p' && !event.altKey && !event.ctrlKey && !event.metaKey && !target?.closest('input, textarea, select, [contenteditable]');
}
