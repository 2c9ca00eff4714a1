// Quoted passages in an answer: «…», "…" and “…”, as the lesson's exercise 1 reads them.

const QUOTE = /[«"“]([^»"”]+)[»"”]/g;

export interface QuotedText {
  /** What is between the quotes, trimmed, without the sentence's closing punctuation (`“Sube.”` → `Sube`). */
  quotes: string[];
  /** The text with every quoted passage blanked out, positions kept. */
  rest: string;
}

export function splitQuotes(text: string): QuotedText {
  const quotes: string[] = [];
  const rest = text.replace(QUOTE, (whole, inner: string) => {
    quotes.push(inner.trim().replace(/[.,;:]+$/, ''));
    return ' '.repeat(whole.length);
  });
  return { quotes, rest };
}
