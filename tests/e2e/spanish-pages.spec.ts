// A Spanish page shows no English sentence: every route in Spanish, after its run, with every <details> open (and
// the runs that show each guardrail's note and each kind of end), fails when its visible text holds a phrase from a
// known list: the English the UI used to leak (trace notes the loop writes, the verifier's end reasons, the device
// report) and the UI's own common words. Model-facing texts (prompts, tool names, JSON, the companion courses'
// English questions) hold none of these phrases, so they are not flagged.
import { expect, test } from '@playwright/test';
import { GUARDRAIL_ROUTES, openEveryDetails, ROUTES, withLang } from './routes.ts';

/** English a Spanish page must not show, each as a whole phrase (case-sensitive). */
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

/** "hash: «phrase» in «…the line around it…»" for each phrase found in `text`. */
function englishIn(hash: string, text: string): string[] {
  return PATTERNS.flatMap(({ phrase, re }) => {
    const at = re.exec(text)?.index;
    return at === undefined ? [] : [`${hash}: «${phrase}» in «${text.slice(Math.max(0, at - 50), at + phrase.length + 50).replace(/\s+/g, ' ')}»`];
  });
}

test('the list catches an English phrase in Spanish text, but not a Spanish word that holds it', () => {
  expect(englishIn('#/x', 'barrera: llamada repetida — precio already called with these arguments')).toHaveLength(2);
  expect(englishIn('#/x', 'Ejecutar todo · Runtime · Cargando · 41.639 tokens · 1292 bytes')).toEqual([]);
  expect(englishIn('#/x', 'Cuerpo de la petición (1,068 bytes)')).toHaveLength(1);
});

test('no Spanish page shows an English sentence from the known list, after its runs, with every section open', async ({ page }) => {
  test.setTimeout(240_000);
  const found: string[] = [];
  for (const [hash, ready] of [...ROUTES, ...GUARDRAIL_ROUTES]) {
    await page.goto(withLang(hash, 'es'));
    await ready(page);
    await openEveryDetails(page);
    found.push(...englishIn(hash, await page.locator('body').innerText()));
  }
  expect(found, found.join('\n')).toEqual([]);
});
