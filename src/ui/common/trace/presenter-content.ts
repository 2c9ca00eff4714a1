// What the presenter view shows of the current unit of a step-through, large enough for the back of a room: the
// step, one sentence of what happened (reveal-texts.ts), and the thing itself (the calls asked for, the text the
// model receives, the answer, the verifier's findings), marked when a student edited it.
import type { Trace, TraceEvent } from '../../../core/agent/index.ts';
import type { Bilingual, UiLanguage } from '../../../core/i18n/index.ts';
import { findingWording } from './finding-wording.ts';
import { revealText } from './reveal-texts.ts';
import type { RevealUnit } from './reveal-units.ts';
import { argsText } from './timeline-steps.ts';

export interface PresenterContent {
  sentence: Bilingual;
  /** The unit's own text, verbatim (code-like: calls, results). */
  body: string[];
  edited: boolean;
}

/** `lang`: the page's language, for the verifier's findings (the rest is the run's own text). */
export function presenterContent(trace: Trace, unit: RevealUnit, lang: UiLanguage): PresenterContent {
  const events = unit.eventIndices.map((i) => trace.events[i]).filter((e): e is TraceEvent => e !== undefined);
  const body = events.flatMap((e): string[] => {
    if (e.type === 'call') return [`${e.name || '?'}(${argsText(e.rawArgs)})`];
    if (e.type === 'text' || e.type === 'answer') return [e.text];
    if (e.type === 'result') return [e.wireText];
    if (e.type === 'verification') return e.findings.map((f) => findingWording(f, lang));
    return [];
  });
  const edited = events.some((e) => 'edited' in e && e.edited === true);
  return { sentence: revealText(trace, unit), body, edited };
}
