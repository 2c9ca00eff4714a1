// The engines smoke's pure parts: the lesson's rows compared with what a browser shows (every wrong figure named),
// the BiDi address read from Firefox's start-up output, and the page-error recorder (so that its check can fail).
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { lessonRowMismatches } from '../../../scripts/engines/lesson-check.ts';
import { bidiAddress } from '../../../scripts/engines/firefox-bidi.ts';
import { RECORDER } from '../../../scripts/engines/checks.ts';
import { LESSON_ROWS } from '../../e2e/lesson-rows.ts';

describe('lessonRowMismatches', () => {
  const shown: string[][] = LESSON_ROWS.map((row) => [...row]);

  it('finds nothing when the shown rows are the lesson’s, in any order and among other rows', () => {
    expect(lessonRowMismatches([['fallo_api_lento', 'gemini', '1', '1', '1', '9', 'x', 'y'], ...shown.reverse()])).toEqual([]);
  });

  it('names every wrong figure and every missing row', () => {
    const wrong: string[][] = LESSON_ROWS.slice(1).map((row) => [...row]);
    wrong[0]![5] = '644';
    wrong[1]![7] = 'OK';
    expect(lessonRowMismatches(wrong)).toEqual([
      'correcto on openai-responses: no such row',
      'correcto on anthropic: tokens "644", expected "643"',
      `herramienta_equivocada on openai-responses: verdict "OK", expected "${LESSON_ROWS[2][7]}"`,
    ]);
  });
});

describe('bidiAddress', () => {
  it('reads the address Firefox prints once it listens, and nothing before', () => {
    expect(bidiAddress('*** You are running in headless mode.\n')).toBeUndefined();
    expect(bidiAddress('*** You are running in headless mode.\nWebDriver BiDi listening on ws://127.0.0.1:38291\nRead port')).toBe('ws://127.0.0.1:38291');
  });
});

describe('RECORDER, the page-error recorder the smoke puts first in <head>', () => {
  it('keeps a script error, a resource that failed to load and an unhandled rejection in sessionStorage', () => {
    const code = RECORDER.replace(/^<script>|<\/script>$/g, '');
    const handlers: Record<string, (event: unknown) => void> = {};
    const stored = new Map<string, string>();
    const sessionStorage = { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => void stored.set(k, v) };
    const window = {};
    const addEventListener = (type: string, handler: (event: unknown) => void) => (handlers[type] = handler);
    runInNewContext(code, { addEventListener, sessionStorage, window });
    handlers.error!({ target: window, message: 'boom', filename: 'a.js', lineno: 3 });
    handlers.error!({ target: { tagName: 'LINK', href: 'http://x/assets/index.js' } });
    handlers.unhandledrejection!({ reason: 'no' });
    expect(JSON.parse(stored.get('smokeErrors')!)).toEqual(['boom at a.js:3', 'failed to load link http://x/assets/index.js', 'unhandled rejection: no']);
  });
});
