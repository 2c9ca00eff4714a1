// The BFCL-style labels of a run's bad calls (call-labels.ts), for each kind of run (run/kinds/): the eval's own
// table, keyed by the kind's id, so that the run kinds know nothing of the eval. A third kind of run adds its
// entry here (the table's type asks for one per kind).
import type { PlanTrace } from '../agent/plan/plan-trace.ts';
import type { Trace } from '../agent/trace.ts';
import type { AnyTrace, RunKind } from '../run/kinds/run-kind.ts';
import { kindOf } from '../run/kinds/run-kinds.ts';
import type { ToolKit } from '../tools/tool-kit-types.ts';
import { labelCall, traceLabels } from './call-labels.ts';

/** What labelling a run's bad calls needs besides its trace. */
export interface LabelContext {
  kit: ToolKit;
  /** The tools offered to the model (none for a plan: its extractor fills variacion's arguments). */
  offered: readonly string[];
  /** The calls a right run of the task makes (what `wrong_count` compares against). */
  referenceCount: number;
}

/** One kind's labels, for traces of that kind. */
interface KindLabels<T extends AnyTrace> {
  labels(trace: T, context: LabelContext): string[];
}

const REACT_LABELS: KindLabels<Trace> = {
  labels: (trace, { kit, offered, referenceCount }) => traceLabels(trace, kit, offered, referenceCount),
};

// The extractor's invalid replies, labelled as calls to variacion, whose arguments it fills.
const PLAN_LABELS: KindLabels<PlanTrace> = {
  labels: (trace, { kit }) =>
    extractAttempts(trace)
      .filter((a) => a.error !== undefined)
      .flatMap((a) => labelCall({ name: 'variacion', rawArgs: jsonIn(a.raw ?? '') }, kit, ['variacion'])),
};

/** Each kind's labels by its id, seen as taking any trace: `runLabels` hands each only traces its kind recognised. */
const KIND_LABELS: Record<RunKind['id'], KindLabels<AnyTrace>> = { react: REACT_LABELS, 'plan-and-execute': PLAN_LABELS };

/** @example runLabels(trace, { kit, offered: ['precio', 'buscar_noticias', 'calculadora'], referenceCount: 3 }) // ['wrong_count'] */
export function runLabels(trace: AnyTrace, context: LabelContext): string[] {
  return KIND_LABELS[kindOf(trace).id].labels(trace, context);
}

function extractAttempts(trace: PlanTrace) {
  const extract = trace.stages.find((s) => s.stage === 'extract');
  return extract?.stage === 'extract' ? extract.attempts : [];
}

/** The JSON object in a reply as the plan reads it (first `{` to last `}`), else the text itself. */
function jsonIn(raw: string): unknown {
  const start = raw.indexOf('{');
  const end = raw.lastIndexOf('}');
  if (start < 0 || end < start) return raw;
  try {
    return JSON.parse(raw.slice(start, end + 1)) as unknown;
  } catch {
    return raw;
  }
}
