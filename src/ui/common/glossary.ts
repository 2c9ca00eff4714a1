// The lab's own terms, one word each per language, so that a guardrail is a "barrera" on every page and never a
// "salvaguarda" on one and a "guardarraíl" on the next. Each term lists the synonyms the UI rejects; a unit test
// (tests/unit/ui/glossary.test.ts) fails when a UI text table's Spanish (or English) side uses one. The Spanish
// words are the ones the Spanish UI already used most ("barrera" 5 times against 1 and 1; "ejecución", "traza").

export interface Term {
  en: string;
  es: string;
  /** Plural forms, where a text needs them. */
  plural: { en: string; es: string };
  /** English words the UI does not use for this term. */
  notEn: readonly string[];
  /** Spanish words the UI does not use for this term (checked as whole words, case and accents ignored). */
  notEs: readonly string[];
}

const term = (en: string, es: string, plural: [string, string], notEn: readonly string[], notEs: readonly string[]): Term =>
  ({ en, es, plural: { en: plural[0], es: plural[1] }, notEn, notEs });

export const GLOSSARY = {
  guardrail: term('guardrail', 'barrera', ['guardrails', 'barreras'], ['safeguard', 'safeguards'], ['salvaguarda', 'salvaguardas', 'guardarraíl', 'guardarraíles', 'guardrail', 'guardrails']),
  // The companion labs' "iterations" (turns that asked for tools) are their course's own count, not steps.
  step: term('step', 'paso', ['steps', 'pasos'], [], ['etapa de bucle']),
  trace: term('trace', 'traza', ['traces', 'trazas'], [], ['rastro', 'rastros', 'traceo']),
  verifier: term('verifier', 'verificador', ['verifiers', 'verificadores'], [], ['validador']),
  // The eval's answer checker (code that knows the right answer), which the verifier (which does not) is measured against.
  checker: term('checker', 'comprobador', ['checkers', 'comprobadores'], [], []),
  scenario: term('scenario', 'escenario', ['scenarios', 'escenarios'], [], ['caso de prueba']),
  // What answers the model's turns: the simulated APIs, the local model, a real API.
  backend: term('backend', 'motor', ['backends', 'motores'], [], ['backend', 'backends']),
  fork: term('fork', 'bifurcación', ['forks', 'bifurcaciones'], [], ['fork', 'forks', 'derivación']),
  run: term('run', 'ejecución', ['runs', 'ejecuciones'], [], ['corrida', 'corridas']),
  tool: term('tool', 'herramienta', ['tools', 'herramientas'], [], []),
  toolCall: term('tool call', 'llamada a herramienta', ['tool calls', 'llamadas a herramientas'], [], ['invocación', 'invocaciones']),
  token: term('token', 'token', ['tokens', 'tokens'], [], ['ficha', 'fichas']),
  stepLimit: term('step limit', 'límite de pasos', ['step limits', 'límites de pasos'], [], ['máximo de pasos', 'tope de pasos']),
  verdict: term('verdict', 'veredicto', ['verdicts', 'veredictos'], [], ['dictamen']),
  finding: term('finding', 'hallazgo', ['findings', 'hallazgos'], [], []),
  provider: term('provider', 'proveedor', ['providers', 'proveedores'], [], ['suministrador']),
  // How the local model's output becomes calls (llm/decoding.ts): free, constrained, or read by the lenient parser.
  decoding: term('decoding', 'decodificación', ['decodings', 'decodificaciones'], [], ['descodificación', 'descodificaciones']),
  lenientParser: term('lenient parser', 'parser tolerante', ['lenient parsers', 'parsers tolerantes'], ['forgiving parser'], ['analizador tolerante', 'parser permisivo', 'analizador permisivo']),
  // BFCL's decoder_failed: output that could not be read as calls; and its wrong_func_name, a call to a tool not offered.
  formatFailure: term('format failure', 'fallo de formato', ['format failures', 'fallos de formato'], ['format error', 'format errors'], ['error de formato', 'errores de formato']),
  wrongTool: term('wrong tool', 'herramienta equivocada', ['wrong tools', 'herramientas equivocadas'], [], ['herramienta incorrecta', 'herramientas incorrectas', 'herramienta errónea', 'herramientas erróneas']),
  // The guardrail that holds a call until a person approves or denies it (core/agent/approval.ts).
  approval: term('approval', 'aprobación', ['approvals', 'aprobaciones'], ['authorization', 'authorisation'], ['autorización', 'autorizaciones', 'visto bueno']),
} as const satisfies Record<string, Term>;

export type TermId = keyof typeof GLOSSARY;

/** A term with its first letter upper-cased, as a label starts: "Barreras". */
export function capitalized(word: string): string {
  return word.charAt(0).toLocaleUpperCase() + word.slice(1);
}
