// Quoted passages in an answer: «…», "…" and “…”, as the lesson's exercise 1 reads them. Read by hand in one
// pass rather than with /[«"“]([^»"”]+)[»"”]/g, which backtracks from every opening quote to the end of an
// answer with no closing one (`«a` × 50,000 took 1.6 s a keystroke); the passages found are the same.

const OPENING = '«"“';
const CLOSING = '»"”';

export interface QuotedText {
  /** What is between the quotes, trimmed, without the sentence's closing punctuation (`“Sube.”` → `Sube`). */
  quotes: string[];
  /** The text with every quoted passage blanked out, positions kept. */
  rest: string;
}

/** Index of the first closing quote at or after `from`; -1 when there is none. */
function nextClosing(text: string, from: number): number {
  for (let i = from; i < text.length; i++) if (CLOSING.includes(text[i] as string)) return i;
  return -1;
}

export function splitQuotes(text: string): QuotedText {
  const quotes: string[] = [];
  let rest = '';
  let copied = 0;
  for (let i = 0; i < text.length; i++) {
    if (!OPENING.includes(text[i] as string)) continue;
    const close = nextClosing(text, i + 1);
    // No closing quote left: no later opening one can be closed either.
    if (close === -1) break;
    // An empty passage is not one; the quote right after may open the next.
    if (close === i + 1) continue;
    quotes.push(text.slice(i + 1, close).trim().replace(/[.,;:]+$/, ''));
    rest += text.slice(copied, i) + ' '.repeat(close + 1 - i);
    copied = close + 1;
    i = close;
  }
  return { quotes, rest: rest + text.slice(copied) };
}
