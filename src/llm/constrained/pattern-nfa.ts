// A JSON Schema `pattern` as a finite automaton (Thompson's NFA), so a string can be checked one character at a
// time while the model writes it: the text so far must stay the start of some match, and be a whole match when the
// string closes. Only the regex subset the lab's schemas use: anchors ^…$ around the whole pattern, literals, . \d
// \w \s (and \D \W \S), classes [A-Z] [^…], groups ( ) (?: ), alternation |, quantifiers ? * + {n} {n,} {n,m}.
// Anything else (lookarounds, backreferences, \b, anchors inside) gives null: the string is left unconstrained.

/** Where the automaton may be: its character-reading nodes, and whether the text so far is a whole match. */
export interface PatternState {
  readonly nodes: readonly number[];
  readonly accepts: boolean;
}

export interface Pattern {
  readonly start: PatternState;
  /** The state after one more character, or null when no match starts with the text so far. */
  step(state: PatternState, char: string): PatternState | null;
}

type CharTest = (char: string) => boolean;

type Regex =
  | { kind: 'char'; test: CharTest }
  | { kind: 'sequence'; items: Regex[] }
  | { kind: 'choice'; options: Regex[] }
  | { kind: 'repeat'; item: Regex; min: number; max: number };

const ANY: Regex = { kind: 'char', test: () => true };
const ANYTHING: Regex = { kind: 'repeat', item: ANY, min: 0, max: Infinity };

/** The pattern's automaton, or null when it uses something outside the subset. */
export function compilePattern(source: string): Pattern | null {
  const anchoredStart = source.startsWith('^');
  const anchoredEnd = source.endsWith('$') && !source.endsWith('\\$');
  const body = source.slice(anchoredStart ? 1 : 0, anchoredEnd ? -1 : undefined);
  let regex: Regex;
  try {
    regex = new Parser(body).parseWhole();
  } catch {
    return null;
  }
  // Unanchored, a pattern matches anywhere in the string (JSON Schema's rule).
  const whole: Regex = { kind: 'sequence', items: [...(anchoredStart ? [] : [ANYTHING]), regex, ...(anchoredEnd ? [] : [ANYTHING])] };
  return new Nfa(whole);
}

class Unsupported extends Error {}

const CLASS_ESCAPES: Record<string, CharTest> = {
  d: (c) => c >= '0' && c <= '9',
  w: (c) => /\w/.test(c),
  s: (c) => /\s/.test(c),
};
const CONTROL_ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', f: '\f', v: '\v' };

/** A recursive-descent reader of the subset. */
class Parser {
  private at = 0;
  constructor(private readonly source: string) {}

  parseWhole(): Regex {
    const regex = this.choice();
    if (this.at < this.source.length) throw new Unsupported(); // a stray ')'
    return regex;
  }

  private peek(): string | undefined {
    return this.source[this.at];
  }

  private take(): string {
    const char = this.source[this.at++];
    if (char === undefined) throw new Unsupported();
    return char;
  }

  private choice(): Regex {
    const options = [this.sequence()];
    while (this.peek() === '|') {
      this.at++;
      options.push(this.sequence());
    }
    return options.length === 1 ? options[0]! : { kind: 'choice', options };
  }

  private sequence(): Regex {
    const items: Regex[] = [];
    while (this.at < this.source.length && this.peek() !== '|' && this.peek() !== ')') items.push(this.quantified());
    return { kind: 'sequence', items };
  }

  private quantified(): Regex {
    const item = this.atom();
    const bounds = this.quantifier();
    if (!bounds) return item;
    if (this.peek() === '?') this.at++; // lazy: the same strings match
    return { kind: 'repeat', item, ...bounds };
  }

  private quantifier(): { min: number; max: number } | null {
    const char = this.peek();
    if (char === '?' || char === '*' || char === '+') {
      this.at++;
      return { min: char === '+' ? 1 : 0, max: char === '?' ? 1 : Infinity };
    }
    if (char !== '{') return null;
    const match = /^\{(\d+)(,(\d*))?\}/.exec(this.source.slice(this.at));
    if (!match) throw new Unsupported();
    this.at += match[0].length;
    const min = Number(match[1]);
    const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
    if (max < min) throw new Unsupported();
    return { min, max };
  }

  private atom(): Regex {
    const char = this.take();
    if (char === '(') {
      if (this.peek() === '?') {
        if (this.source.slice(this.at, this.at + 2) !== '?:') throw new Unsupported(); // lookarounds, named groups
        this.at += 2;
      }
      const inner = this.choice();
      if (this.take() !== ')') throw new Unsupported();
      return inner;
    }
    if (char === '[') return { kind: 'char', test: this.characterClass() };
    if (char === '.') return { kind: 'char', test: (c) => !'\n\r\u2028\u2029'.includes(c) };
    if (char === '\\') return { kind: 'char', test: this.escape() };
    if ('^$*+?{)|]}'.includes(char)) throw new Unsupported();
    return { kind: 'char', test: (c) => c === char };
  }

  /** After a backslash: a class (\d…) or one character. */
  private escape(): CharTest {
    const char = this.take();
    const lower = char.toLowerCase();
    const named = CLASS_ESCAPES[lower];
    if (named) return char === lower ? named : (c) => !named(c);
    const literal = this.escapedCharacter(char);
    return (c) => c === literal;
  }

  private escapedCharacter(char: string): string {
    if (CONTROL_ESCAPES[char]) return CONTROL_ESCAPES[char];
    if (char === 'u') {
      const hex = this.source.slice(this.at, this.at + 4);
      if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw new Unsupported();
      this.at += 4;
      return String.fromCharCode(parseInt(hex, 16));
    }
    if (/[0-9A-Za-z]/.test(char)) throw new Unsupported(); // \b, backreferences, \p{…}
    return char;
  }

  /** After `[`: the class's members up to `]`, maybe negated. */
  private characterClass(): CharTest {
    const negated = this.peek() === '^';
    if (negated) this.at++;
    const members: CharTest[] = [];
    while (this.peek() !== ']') {
      const first = this.classMember();
      if (typeof first === 'string' && this.peek() === '-' && this.source[this.at + 1] !== ']') {
        this.at++;
        const last = this.classMember();
        if (typeof last !== 'string' || last < first) throw new Unsupported();
        members.push((c) => c >= first && c <= last);
      } else {
        members.push(typeof first === 'string' ? (c) => c === first : first);
      }
    }
    this.at++;
    return (c) => members.some((test) => test(c)) !== negated;
  }

  /** One character of a class, or a class escape (\d…) inside it. */
  private classMember(): string | CharTest {
    const char = this.take();
    if (char !== '\\') return char;
    const escaped = this.take();
    const lower = escaped.toLowerCase();
    const named = CLASS_ESCAPES[lower];
    if (named) return escaped === lower ? named : (c) => !named(c);
    return this.escapedCharacter(escaped);
  }
}

/** The automaton: nodes that read one character (with a test) or only branch (test null); node 0 is the match. */
class Nfa implements Pattern {
  private readonly tests: (CharTest | null)[] = [null];
  private readonly edges: number[][] = [[]];
  readonly start: PatternState;
  /** Each state made once, and each step from it remembered: the mask steps one state by thousands of characters. */
  private readonly states = new Map<string, PatternState>();
  private readonly steps = new Map<PatternState, Map<string, PatternState | null>>();

  constructor(regex: Regex) {
    this.start = this.closure([this.build(regex, 0)]);
  }

  step(state: PatternState, char: string): PatternState | null {
    let known = this.steps.get(state);
    if (!known) this.steps.set(state, (known = new Map()));
    let next = known.get(char);
    if (next === undefined) {
      const targets = state.nodes.filter((n) => this.tests[n]!(char)).map((n) => this.edges[n]![0]!);
      next = targets.length === 0 ? null : this.closure(targets);
      known.set(char, next);
    }
    return next;
  }

  private add(test: CharTest | null, edges: number[]): number {
    this.tests.push(test);
    this.edges.push(edges);
    return this.tests.length - 1;
  }

  /** The entry node of `regex`, whose way out leads to node `out` (built back to front). */
  private build(regex: Regex, out: number): number {
    switch (regex.kind) {
      case 'char':
        return this.add(regex.test, [out]);
      case 'sequence':
        return regex.items.reduceRight((next, item) => this.build(item, next), out);
      case 'choice':
        return this.add(
          null,
          regex.options.map((option) => this.build(option, out)),
        );
      case 'repeat': {
        let entry = out;
        if (regex.max === Infinity) {
          entry = this.add(null, []);
          this.edges[entry]!.push(this.build(regex.item, entry), out);
        } else {
          for (let i = regex.min; i < regex.max; i++) entry = this.add(null, [this.build(regex.item, entry), out]);
        }
        for (let i = 0; i < regex.min; i++) entry = this.build(regex.item, entry);
        return entry;
      }
    }
  }

  /** The reading nodes reachable from `from` without reading, and whether the match is. */
  private closure(from: readonly number[]): PatternState {
    const seen = new Set<number>();
    const stack = [...from];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (seen.has(node)) continue;
      seen.add(node);
      if (this.tests[node] === null) stack.push(...this.edges[node]!);
    }
    const nodes = [...seen].filter((n) => this.tests[n] !== null).sort((a, b) => a - b);
    const key = `${nodes.join(',')}${seen.has(0) ? '$' : ''}`;
    let state = this.states.get(key);
    if (!state) this.states.set(key, (state = { nodes, accepts: seen.has(0) }));
    return state;
  }
}
