// What a scripted model is to a run plan (run-plan.ts `script`): a name the client asks for, a pure function from
// the conversation's tool results to the next action, and the steps a complete run plays. The lesson's scenarios
// (sim/scripted-model.ts), the labs' and the eval's seeded policies meet it; the simulators play it. It lives
// here, under the plan that carries it, so that the run knows what a scripted model is without knowing the simulators.
import type { UiLanguage } from '../i18n/bilingual.ts';

export interface ScriptedCall {
  name: string;
  args: Record<string, unknown>;
}

export type EndpointFailureKind = 'http_500' | 'bad_shape' | 'no_answer';

/**
 * What a scripted model does next. `R` names the script's steps (the lesson's `ScriptRule`, or a lab's own).
 * An answer is a plain text reply: the final answer, or a call written as text for a model without native tool
 * calls. Calls may come with text, the reasoning a model writes before calling.
 */
export type ScriptAction<R extends string = string> =
  | { kind: 'calls'; rule: R; calls: ScriptedCall[]; text?: string }
  | { kind: 'answer'; rule: R; text: string }
  | { kind: 'failure'; rule: R; failure: EndpointFailureKind }
  /** The conversation is not one the script was written for (the lesson's `guion` would have raised). */
  | { kind: 'unexpected'; reason: string };

export interface ScriptedModel<R extends string = string> {
  /** The `model` the client asks for (a Gemini path segment too: no `/` or `:`). */
  readonly name: string;
  /** The rules a complete run plays, in order; `null` for a script that never ends. */
  readonly rules: readonly R[] | null;
  /** The next action for a conversation holding `results` (tool outputs, parsed from JSON when they were JSON). */
  act(results: readonly unknown[]): ScriptAction<R>;
  /** The language it writes in (a companion course's English); the lesson's Spanish when absent. */
  readonly language?: UiLanguage;
}
