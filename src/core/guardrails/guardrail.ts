// What a guardrail is, in one small interface, so that each guardrail is one file (this folder) and one line of the
// table (table.ts): the loop, the settings on the page, the link, the trace's texts, the loop's drawing and the
// OpenTelemetry export all read a guardrail from here, and a new one (a student's) reaches all of them at once.
import type { Bilingual, UiLanguage } from '../i18n/bilingual.ts';
import type { RpcExchange } from '../tools/rpc-exchange.ts';
import type { CallLabel, ToolKit, ToolOutput } from '../tools/tool-kit-types.ts';
import type { Limits } from './settings.ts';

/** Where in the loop a guardrail acts: before a request leaves, on a call the model asked for, on a tool's result, on the answer. */
export type LoopPlace = 'request' | 'call' | 'result' | 'answer';

/** A numeric limit that comes with a switch (the step limit's steps), as the page and the link set it. */
export interface GuardrailLimit {
  /** The run's limit it sets. */
  key: keyof Limits;
  /** Its hash param (`steps=10`). */
  param: string;
  /** What an input allows and a link may ask for. */
  bounds: { min: number; max: number };
  /** The unit beside its input ("steps", "tokens sent"). */
  unit: Bilingual;
}

/**
 * How a guardrail is set. `switch`: on or off (the link lists those off in `off`), with the limit it may hold;
 * `modes`: one of several settings (approval's off / writes / all), in the run's settings and the link under the
 * guardrail's id, its first mode meaning off.
 */
export type GuardrailSetting =
  | {
      kind: 'switch';
      default: boolean;
      limit?: GuardrailLimit;
      /** What a run shows with it off. */
      hint: Bilingual;
      /** Off, in a few words, as a run's title says it ("no repeat detection"). */
      offWords: Bilingual;
    }
  | { kind: 'modes'; modes: readonly string[]; default: string; modeWords: Readonly<Record<string, Bilingual>>; note: Bilingual };

/** A note the loop writes in English for the trace, and the same note in each UI language from its parts. */
export interface TraceNote {
  /** The note as the loop writes it; its groups are the variable parts (a tool's name, a count). */
  pattern: RegExp;
  say: Record<UiLanguage, (...parts: string[]) => string>;
}

export interface GuardrailWords {
  /** Its name on the switch, and as the drawing names its gate. */
  label: Bilingual;
  /** What its trace event is called ("repeated call"); absent: it writes no guardrail event (validation has its own). */
  traceName?: Bilingual;
  /** Its trace notes in the page's language; a note none of them reads shows as written. */
  notes?: readonly TraceNote[];
}

/** A call as the guardrails on a call see it: its tool, its arguments read, and what the run allows. */
export interface CheckedCall {
  name: string;
  args: unknown;
  kit: ToolKit;
  /** The tools offered to the model. */
  offered: ReadonlySet<string>;
  limits: Limits;
  /** This guardrail's own memory of the run (the repetition keys it has seen). */
  seen: Set<string>;
}

/** A call refused: the trace's note, the error observation that goes back to the model, and its label. */
export interface Refusal {
  detail: string;
  output: ToolOutput;
  label?: CallLabel;
  /** The `tools/call` exchange, when an MCP server gave the refusal's words. */
  rpc?: RpcExchange;
}

export interface Guardrail {
  /** Its one name: the switch's key, the link's `off` item, its gate on the drawing, and its trace event's. */
  id: string;
  /** Its trace event's name where an older spelling is on the wire (`args_json`); absent, the id. */
  legacyGuard?: string;
  place: LoopPlace;
  setting: GuardrailSetting;
  words: GuardrailWords;
  /** Its gate on the loop's drawing: its own (with the short label drawn beside it), or the gate of the guardrail it is drawn at. */
  gate: { short: Bilingual } | { at: string };
  /**
   * Its check, for a guardrail on a call that decides from the call alone: the loop asks it, in the table's order,
   * after the arguments are read and before the tool is asked. Absent: the loop checks it at its own point (the
   * step bound, the token verdict, the arguments read, the schema, the person's decision, the cut, the result's slot),
   * with the functions of its file.
   */
  check?(call: CheckedCall): Refusal | undefined | Promise<Refusal | undefined>;
}
