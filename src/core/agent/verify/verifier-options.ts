// Which tools compute and which return headlines: the lesson's kit by default, configurable for other kits.

export interface ComputingTool {
  name: string;
  /** Top-level fields of the result that hold the computation; the whole result when absent. */
  fields?: readonly string[];
}

export interface HeadlineTool {
  name: string;
  /** The field of each returned item that holds the headline. */
  field: string;
}

export interface VerifierOptions {
  computingTools: readonly ComputingTool[];
  headlineTools: readonly HeadlineTool[];
  /**
   * Where a quoted passage must appear word for word: in a headline tool's headlines (the lesson's exercise 1,
   * the default) or in any text a successful result holds (a kit without news).
   */
  quotes?: 'headlines' | 'results';
  /** Small counts the question writes as words ("cuatro días") count as figures it gives. */
  questionNumberWords?: boolean;
  /**
   * Arithmetic the verifier can redo passes: a figure that is the sum of figures the answer took from tool results
   * before it, or one of them times a number the question gives ("two monitor stands").
   */
  checkedTotals?: boolean;
  /** An answer that repeats what an instruction inside a tool result asked for is flagged (tool-output poisoning). */
  toolInstructions?: boolean;
}

/**
 * The lesson's kit. `variacion` counts only through `variacion_pct`: the closes it also returns are looked up,
 * not computed, so "27.88 %" after a `variacion` call is still a close passed off as a change. (The lesson's
 * verifier took every number of a `variacion` result; its verdicts on its own traces are the same.)
 */
export const LESSON_VERIFIER_OPTIONS: VerifierOptions = {
  computingTools: [{ name: 'calculadora' }, { name: 'variacion', fields: ['variacion_pct'] }],
  headlineTools: [{ name: 'buscar_noticias', field: 'titular' }],
};
