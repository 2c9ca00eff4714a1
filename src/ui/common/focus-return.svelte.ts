// Focus stays with the control that started an action. A Run button is disabled while its run plays, and a
// disabled button loses focus to the page's body, so a keyboard user would start again from the top; when the run
// ends, focus goes back to the button that had it (unless the person has moved on to something else).
export function returnFocusAfter(busy: () => boolean, target: () => HTMLElement | undefined): void {
  let heldBy: HTMLElement | null = null;
  // Before the DOM update that disables it: the button still has focus.
  $effect.pre(() => {
    if (!busy()) return;
    const el = target();
    if (el && document.activeElement === el) heldBy = el;
  });
  $effect(() => {
    if (busy() || !heldBy) return;
    const el = heldBy;
    heldBy = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && el.isConnected && !(el as HTMLButtonElement).disabled) el.focus();
  });
}
