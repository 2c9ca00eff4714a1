// The one table of the kinds' UI sides (run-kind-ui.ts), in the order of core's table, and how a trace or an edit
// finds its own. A page holding runs of either kind asks here for the view, the comparison's column, a fork's name.
import type { AnyEdit, AnyTrace } from '../../../../core/run/index.ts';
import type { UiLanguage } from '../../../../core/i18n/index.ts';
import { PLAN_UI } from './plan-kind-ui.ts';
import { REACT_UI } from './react-kind-ui.ts';
import type { RunKindUi } from './run-kind-ui.ts';

/**
 * Every kind's UI side, each seen as `RunKindUi` (its methods taking any trace, edit or unit): the lookups below hand
 * a kind only the traces and edits its core side recognised, and a unit its own view loaded into the stepper.
 */
export const RUN_KIND_UIS: readonly RunKindUi[] = [REACT_UI, PLAN_UI];

/** @example uiOf(trace).column(trace, 'en').rows */
export function uiOf(trace: AnyTrace): RunKindUi {
  return found(RUN_KIND_UIS.find((k) => k.kind.isTrace(trace)));
}

/** What a fork's edit changed, in the words of its kind. */
export function editText(edit: AnyEdit, lang: UiLanguage): string {
  return found(RUN_KIND_UIS.find((k) => k.kind.isEdit(edit))).editText(edit, lang);
}

function found(ui: RunKindUi | undefined): RunKindUi {
  if (ui === undefined) throw new TypeError('no kind of run recognises this trace or edit');
  return ui;
}
