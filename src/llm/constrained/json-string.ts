// A JSON string, character by character, with a schema's string constraints (minLength, maxLength, pattern)
// checked on its decoded content as it is written: the model can never write a ticker of five letters and then find
// it cannot close the quote. Without constraints the inside of a string is a loop (grammar-state.ts's `Loop`).
import { literal, type GrammarState, type Loop, type Next } from './grammar-state.ts';
import { compilePattern, type Pattern, type PatternState } from './pattern-nfa.ts';

export interface StringRule {
  readonly minLength: number;
  readonly maxLength: number;
  readonly pattern: Pattern | null;
}

/** The rule a schema's keywords give (a pattern outside the subset leaves the content free). */
export function stringRule(schema: Record<string, unknown>): StringRule {
  const whole = (value: unknown, otherwise: number) => (typeof value === 'number' && value >= 0 ? value : otherwise);
  return {
    minLength: whole(schema.minLength, 0),
    maxLength: whole(schema.maxLength, Infinity),
    pattern: typeof schema.pattern === 'string' ? compilePattern(schema.pattern) : null,
  };
}

const FREE: StringRule = { minLength: 0, maxLength: Infinity, pattern: null };

/** `"`, the content, `"`, then `next`. */
export function jsonString(next: Next, rule: StringRule = FREE): GrammarState | null {
  return literal('"', () => new StringContent(rule, rule.pattern?.start ?? null, 0, '', next));
}

/** The one-character escapes after a backslash, and what each stands for. */
const ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

/** The characters that end, escape or break a free string's content: everything else keeps it as it is. */
const CONTENT_STOPS = '"\\' + Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)).join('');

class StringContent implements GrammarState {
  readonly canEnd = false;
  readonly loop?: Loop;

  constructor(
    private readonly rule: StringRule,
    private readonly matched: PatternState | null,
    /** Characters so far (code points: a surrogate pair counts once). */
    private readonly length: number,
    /** An escape being read: '', '\\', or '\\u' and up to three hex digits. */
    private readonly escape: string,
    private readonly next: Next,
  ) {
    const free = rule.pattern === null && rule.maxLength === Infinity && rule.minLength === 0;
    if (free && escape === '') this.loop = { stops: CONTENT_STOPS, to: this };
  }

  advance(char: string): GrammarState | null {
    if (this.escape === '') {
      if (char === '"') return this.complete() ? this.next() : null;
      if (char === '\\') return this.reading('\\');
      return char < ' ' ? null : this.add(char);
    }
    if (this.escape === '\\') {
      // Under a pattern a \uXXXX escape is refused: its character is known only at the fourth digit, too late to
      // turn back if the pattern refuses it (the model would be left with no token to write).
      if (char === 'u') return this.rule.pattern ? null : this.reading('\\u');
      const decoded = ESCAPES[char];
      return decoded === undefined ? null : this.add(decoded);
    }
    if (!/[0-9a-fA-F]/.test(char)) return null;
    const hex = this.escape.slice(2) + char;
    return hex.length < 4 ? this.reading('\\u' + hex) : this.add(String.fromCharCode(parseInt(hex, 16)));
  }

  private complete(): boolean {
    return this.length >= this.rule.minLength && (this.matched === null || this.matched.accepts);
  }

  private reading(escape: string): StringContent {
    return new StringContent(this.rule, this.matched, this.length, escape, this.next);
  }

  /** One more character of content (decoded). */
  private add(char: string): GrammarState | null {
    if (this.loop) return this;
    const isLowSurrogate = char >= '\udc00' && char <= '\udfff';
    const length = this.length + (isLowSurrogate ? 0 : 1);
    if (length > this.rule.maxLength) return null;
    let matched = this.matched;
    if (matched && this.rule.pattern) {
      matched = this.rule.pattern.step(matched, char);
      if (!matched) return null;
    }
    return new StringContent(this.rule, matched, length, '', this.next);
  }
}
