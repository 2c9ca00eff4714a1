// Where a step-through stands: the units of what is shown (a trace's reveal units, a plan's stages) and how many of
// them are shown, or "all shown" (the whole run, as without stepping). Step starts at the first unit from "all
// shown"; Back from "all shown" hides the last unit; a new run's units put it back to "all shown". The keys
// (stepKeyAction) are the same wherever a step-through is: the toolbar (StepControls.svelte) and its trace.
import type { Attachment } from 'svelte/attachments';

export class StepThrough<U = unknown> {
  units: readonly U[] = $state.raw([]);
  /** Units shown, 1 … units.length, the last of them the current one; null: all shown, nothing current. */
  shown: number | null = $state(null);

  /** A new run's units: back to all shown (unless it is the same list). */
  load(units: readonly U[]): void {
    if (units === this.units) return;
    this.units = units;
    this.shown = null;
  }

  get count(): number {
    return this.units.length;
  }

  /** Stepping: part of the run is hidden or a unit is current. */
  get stepping(): boolean {
    return this.shown !== null;
  }

  /** Index of the current unit; null when all are shown. */
  get index(): number | null {
    return this.shown === null ? null : this.shown - 1;
  }

  get current(): U | undefined {
    return this.shown === null ? undefined : this.units[this.shown - 1];
  }

  get canNext(): boolean {
    return this.count > 0 && (this.shown === null || this.shown < this.count);
  }

  get canBack(): boolean {
    return this.count > 0 && (this.shown === null ? this.count > 1 : this.shown > 1);
  }

  /** One more unit; from all shown, the first one. */
  next(): void {
    if (!this.canNext) return;
    this.shown = this.shown === null ? 1 : this.shown + 1;
  }

  /** One unit fewer; from all shown, every unit but the last. */
  back(): void {
    if (!this.canBack) return;
    this.shown = this.shown === null ? this.count - 1 : this.shown - 1;
  }

  first(): void {
    if (this.count > 0) this.shown = 1;
  }

  /** Everything shown, nothing current: the run as without stepping. */
  all(): void {
    this.shown = null;
  }
}

/** What a key does to a step-through, or null when it does nothing (or is someone else's). */
export type StepKeyAction = 'next' | 'back' | 'first' | 'all';

interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
}

/** Elements that use the keys themselves: typing in them (or choosing in a select) is never a step. */
const TYPING = new Set(['INPUT', 'SELECT', 'TEXTAREA']);
/** Elements that Space activates: there Space is theirs, not Step's. */
const SPACE_OWNERS = new Set(['BUTTON', 'SUMMARY', 'A']);

/**
 * → or Space forward, ← back, Home to the first unit, End to all shown; nothing with a modifier (Alt+← is the
 * browser's Back), nothing in a text field, select or contenteditable, and Space only where no control owns it.
 */
export function stepKeyAction(event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey'> & { target: unknown }): StepKeyAction | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null;
  const target = (event.target ?? {}) as KeyTarget;
  if (target.isContentEditable || TYPING.has(target.tagName ?? '')) return null;
  switch (event.key) {
    case 'ArrowRight':
      return 'next';
    case ' ':
      return SPACE_OWNERS.has(target.tagName ?? '') ? null : 'next';
    case 'ArrowLeft':
      return 'back';
    case 'Home':
      return 'first';
    case 'End':
      return 'all';
    default:
      return null;
  }
}

/** Applies a key to the step-through; true when it was a step key (the caller then prevents the default). */
export function applyStepKey(stepper: StepThrough, event: Parameters<typeof stepKeyAction>[0]): boolean {
  const action = stepKeyAction(event);
  if (action === null || stepper.count === 0) return false;
  stepper[action]();
  return true;
}

/** The step keys on an element and everything in it (the toolbar, the trace region): `{@attach stepKeys(stepper)}`. */
export function stepKeys(stepper: StepThrough): Attachment<HTMLElement> {
  return (node) => {
    const onKey = (event: KeyboardEvent) => {
      if (applyStepKey(stepper, event)) event.preventDefault();
    };
    node.addEventListener('keydown', onKey);
    return () => node.removeEventListener('keydown', onKey);
  };
}
