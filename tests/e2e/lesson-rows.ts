// The lesson's figures for #/apis, as plain data: the Chromium tests (apis-table.ts) and the engines smoke
// (scripts/engines/, which runs without Playwright) check the same eight rows, played at the same timeout.

/**
 * The request timeout the tests give the slow-endpoint scenario, alone or in Run all, as `timeout=` in the link: it
 * gives up after it instead of the default ten seconds. Not one second: with the machine's two cores busy, a healthy
 * request through the in-page simulator (Run all, four runs at a time) once took over a second here, and correcto
 * ended "no answer".
 */
export const RUN_ALL_TIMEOUT = 'timeout=4000';

export const ANSWER = 'El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.';
export const WRONG_TOOL_ANSWER = 'BUSI subió por la oferta de compra de un fondo.';
export const MISSING_PERCENTAGE = 'the question asks for a percentage; the answer gives none';

/** The lesson's table in English: scenario, provider, steps, calls, errors, tokens, answer, verdict. */
export const LESSON_ROWS = [
  ['correcto', 'openai-responses', '3', '3', '0', '630', ANSWER, 'OK'],
  ['correcto', 'anthropic', '3', '3', '0', '643', ANSWER, 'OK'],
  ['herramienta_equivocada', 'openai-responses', '2', '1', '0', '221', WRONG_TOOL_ANSWER, MISSING_PERCENTAGE],
  ['herramienta_equivocada', 'anthropic', '2', '1', '0', '235', WRONG_TOOL_ANSWER, MISSING_PERCENTAGE],
  ['argumentos_inventados', 'openai-responses', '4', '4', '1', '1,065', ANSWER, 'OK'],
  ['argumentos_inventados', 'anthropic', '4', '4', '1', '1,101', ANSWER, 'OK'],
  ['bucle', 'openai-responses', '6', '6', '5', '1,643', 'no answer (step limit)', 'no answer: step limit'],
  ['bucle', 'anthropic', '6', '6', '5', '1,763', 'no answer (step limit)', 'no answer: step limit'],
] as const;
