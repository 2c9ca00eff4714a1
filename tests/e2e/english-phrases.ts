// English a Spanish page must not show: the English the UI used to leak (trace notes the loop writes, the verifier's
// end reasons, the device report) and the UI's own common words, each as a whole phrase (case-sensitive), plus
// counts written in the English number style. Model-facing texts (prompts, tool names, JSON, the companion
// courses' English questions) hold none of these phrases, so they are not flagged. Checked in Node by
// tests/unit/e2e/english-phrases.test.ts; used on every route by sweep.spec.ts.

const ENGLISH = [
  // Guardrail notes and ends, from the loop (src/core/agent).
  'already called', 'with these arguments', 'steps without an answer', 'step limit', 'token limit', 'would pass the limit',
  'characters cut to', 'is not among the offered tools', 'endpoint error', 'The run ended without an answer',
  // An adapter's message on a body without the API's shape (src/core/providers).
  'the response has no',
  // The device report and the model registry (src/llm).
  'navigator.gpu is missing', 'granted no WebGPU adapter', 'requestAdapter failed', ', read 20',
  // The UI's own words.
  'Run', 'Run all', 'Verdict', 'Step', 'Answer', 'Question', 'Request body', 'Response body', 'How it ended',
  'The model wrote', 'sent so far', 'Calls asked', 'not executed', 'sent back', 'tokens sent in total', 'Cost:',
  'Skip to the page', 'Presenter view', 'Export trace', 'Import trace', 'Copy link', 'Show all', 'Load', 'Cancel',
  'Backend', 'Your own key', 'API key', 'Remember on this device', 'Forget key', 'Replayed from the run',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PATTERNS = [
  ...ENGLISH.map((phrase) => ({ phrase, re: new RegExp(`(?<![\\p{L}\\p{N}_])${escape(phrase)}(?![\\p{L}\\p{N}_])`, 'u') })),
  // A count in the English number style ("1,068 bytes"): Spanish groups with a point, and only from five digits.
  { phrase: 'an English-style count', re: /(?<![\d.,])\d{1,3}(?:,\d{3})+ (?:bytes|tokens|filas|noticias|empresas)\b/u },
];

/** "where: «phrase» in «…the line around it…»" for each phrase found in `text`. */
export function englishIn(where: string, text: string): string[] {
  return PATTERNS.flatMap(({ phrase, re }) => {
    const at = re.exec(text)?.index;
    return at === undefined ? [] : [`${where}: «${phrase}» in «${text.slice(Math.max(0, at - 50), at + phrase.length + 50).replace(/\s+/g, ' ')}»`];
  });
}
