// The UI's side of a kind of run (core's run/kinds/ is the other): how the comparison lays a run out, how a fork's
// edit is named, which component shows the run and its step-through, what it shows while a live run is held, and
// what the presenter view puts on screen for each unit, in its header and on its last slide. One file a kind, looked up from one table
// (run-kind-uis.ts), so a page that holds runs of either kind asks the kind instead of testing which it holds.
import type { Component } from 'svelte';
import type { AnyEdit, AnyTrace, RunKind } from '../../../../core/run/index.ts';
import type { Bilingual, UiLanguage } from '../../../../core/i18n/index.ts';
import type { CompareColumn } from '../../workbench/compare-rows.ts';
import type { PresenterEnding, PresenterFacts } from '../presenter-facts.ts';
import type { StepThrough } from '../step-through.svelte.ts';

/** What a page says of the run it shows, whatever its kind; each kind's view reads what concerns it. */
export interface RunViewProps<T extends AnyTrace = AnyTrace, E extends AnyEdit = AnyEdit, U = unknown> {
  trace: T;
  /** The step-through (the view loads the run's step units into it). */
  stepper: StepThrough<U>;
  /** Forking: each value the student may change gets its editor; an edit replays the run. Absent: no editors. */
  onfork?: ((edit: E) => void) | undefined;
  /** The model writes text (a local model): a ReAct reply is edited as the text it generated. */
  modelText?: boolean;
  /** A plan played by a scripted plan, by its id (null or absent: the local model or `by`). */
  scripted?: string | null;
  /** Who answered a plan's model calls, in words (an eval's backend). */
  by?: string;
}

/** A component and its props, rendered as `<shown.component {...shown.props} />`. */
interface Rendered {
  component: Component<Record<string, unknown>>;
  props: Record<string, unknown>;
}

/** Pairs a component with props of its own type (which is what makes the erased pair safe to render). */
export function rendered<P extends object>(component: Component<P>, props: P): Rendered {
  return { component, props } as unknown as Rendered;
}

/** The presenter view's slide for one step unit: large enough for the back of a room. */
export interface PresenterContent {
  /** What happened, in one sentence. */
  sentence: Bilingual;
  /** The unit's own text, verbatim (code-like: calls, results, replies). */
  body: string[];
  /** A student wrote part of it (a fork). */
  edited: boolean;
}

export interface RunKindUi<T extends AnyTrace = AnyTrace, E extends AnyEdit = AnyEdit, U = unknown> {
  /** Core's side of the kind (its step units, figures, edits). */
  kind: RunKind<T, E, U>;
  /** The run as a column of the comparison: its rows and figures, and its trace where the token chart and the exports read one. */
  column(trace: T, lang: UiLanguage): Pick<CompareColumn, 'trace' | 'rows' | 'figures'>;
  /** What a fork's edit changed, in a few words (a fork's title). */
  editText(edit: E, lang: UiLanguage): string;
  /** The run with its step-through toolbar, and its editors when it can be forked. */
  view(props: RunViewProps<T, E, U>): Rendered;
  /** The run so far, while a live step-through holds it before a request. */
  live(sofar: T): Rendered;
  presenter(trace: T, unit: U, lang: UiLanguage): PresenterContent;
  /** Where the step-through stands at its `shown`-th unit of `units` (the toolbar's position, the presenter's header). */
  where(trace: T, units: readonly U[], shown: number, lang: UiLanguage): string;
  /** The presenter's header: the guardrails and the tokens so far, with the first `shown` units on screen (null: all). */
  facts(trace: T, units: readonly U[], shown: number | null, lang: UiLanguage): PresenterFacts;
  /** The presenter's last slide: the answer, why the run stopped, the verdict. */
  ending(trace: T, lang: UiLanguage): PresenterEnding;
}
