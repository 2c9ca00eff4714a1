// The building blocks of the tool-call grammar (tool-call-grammar.ts): a state is an immutable position in the
// language, so one state can be advanced by many candidate tokens at once (token-mask.ts walks thousands of
// pieces from the same state) without copying anything.

/** A position in the language: what may come next, one character (UTF-16 code unit) at a time. */
export interface GrammarState {
  /** The state after `char`, or null when `char` cannot come here (the branch is dead). */
  advance(char: string): GrammarState | null;
  /** Whether the turn may end here (the end-of-turn token is allowed). */
  readonly canEnd: boolean;
  /** Set where almost every character leads to one state: lets the mask skip the pieces that need no walk. */
  readonly loop?: Loop;
}

/**
 * A promise about `advance`: every character not in `stops` leads to `to`, and `to` has a loop of its own back to
 * itself (free text, the inside of an unconstrained string). A piece whose characters avoid the stops leads to `to`.
 */
export interface Loop {
  readonly stops: string;
  readonly to: GrammarState;
}

/** What follows a part of the language, built only when that part is done (recursive schemas stay finite). */
export type Next = () => GrammarState | null;

/** The state after a whole text, or null when the text leaves the language. */
export function advanceText(state: GrammarState | null, text: string): GrammarState | null {
  for (let i = 0; i < text.length && state; i++) state = state.advance(text[i]!);
  return state;
}

/** Exactly `text`, then `next`. */
export function literal(text: string, next: Next): GrammarState | null {
  return text === '' ? next() : new Literal(text, 0, next);
}

class Literal implements GrammarState {
  readonly canEnd = false;
  constructor(
    private readonly text: string,
    private readonly at: number,
    private readonly next: Next,
  ) {}

  advance(char: string): GrammarState | null {
    if (char !== this.text[this.at]) return null;
    return this.at + 1 === this.text.length ? this.next() : new Literal(this.text, this.at + 1, this.next);
  }
}

/** Any of several states (an alternation); dead branches fall away as characters come. */
export function union(states: readonly (GrammarState | null)[]): GrammarState | null {
  const alive = states.filter((s): s is GrammarState => s !== null);
  if (alive.length <= 1) return alive[0] ?? null;
  return new Union(alive);
}

class Union implements GrammarState {
  readonly canEnd: boolean;
  constructor(private readonly states: readonly GrammarState[]) {
    this.canEnd = states.some((s) => s.canEnd);
  }

  // Called for every distinct first character of the vocabulary, so it allocates only for branches that live.
  advance(char: string): GrammarState | null {
    let first: GrammarState | null = null;
    let several: GrammarState[] | null = null;
    for (const state of this.states) {
      const next = state.advance(char);
      if (!next) continue;
      if (!first) first = next;
      else (several ??= [first]).push(next);
    }
    return several ? new Union(several) : first;
  }
}

/** JSON whitespace as the grammar allows it: at most one space, and only after `:` and `,`. */
export function optionalSpace(next: Next): GrammarState | null {
  return union([literal(' ', next), next()]);
}
