// A JSON number (an integer: no fraction, no exponent), character by character. A number has no closing mark: it
// ends at the first character that cannot continue it, which then belongs to what follows (`,` `}` `]`); only
// there are its bounds checked. An integer is also cut off early when no more digits could bring it back within
// its bounds, so the model is never left holding a number it can neither grow nor end.
import type { GrammarState, Next } from './grammar-state.ts';

export interface NumberRule {
  readonly integer: boolean;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
}

/** The rule a schema's keywords give; `exclusive*` as numbers (draft 6 and later). */
export function numberRule(schema: Record<string, unknown>, integer: boolean): NumberRule {
  const bound = (value: unknown) => (typeof value === 'number' ? value : undefined);
  return {
    integer,
    minimum: bound(schema.minimum),
    maximum: bound(schema.maximum),
    exclusiveMinimum: bound(schema.exclusiveMinimum),
    exclusiveMaximum: bound(schema.exclusiveMaximum),
  };
}

/** The beginnings of a JSON number, and whole ones. */
const NUMBER_START = /^-?(?:(?:0|[1-9]\d*)(?:\.\d*)?)?$|^-?(?:0|[1-9]\d*)(?:\.\d+)?[eE][+-]?\d*$/;
const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const INTEGER_START = /^-?(?:0|[1-9]\d*)?$/;
const INTEGER = /^-?(?:0|[1-9]\d*)$/;

export function jsonNumber(next: Next, rule: NumberRule): GrammarState {
  return new NumberText('', rule, next);
}

class NumberText implements GrammarState {
  readonly canEnd = false;
  constructor(
    private readonly text: string,
    private readonly rule: NumberRule,
    private readonly next: Next,
  ) {}

  advance(char: string): GrammarState | null {
    const longer = this.text + char;
    if ((this.rule.integer ? INTEGER_START : NUMBER_START).test(longer) && this.canReachBounds(longer)) {
      return new NumberText(longer, this.rule, this.next);
    }
    return this.isWhole() ? (this.next()?.advance(char) ?? null) : null;
  }

  private isWhole(): boolean {
    return (this.rule.integer ? INTEGER : NUMBER).test(this.text) && withinBounds(Number(this.text), this.rule);
  }

  /** Whether some continuation of `text` can still be within bounds (more digits only move away from zero). */
  private canReachBounds(text: string): boolean {
    const { minimum, exclusiveMinimum } = this.rule;
    const lowest = Math.max(minimum ?? -Infinity, exclusiveMinimum ?? -Infinity);
    if (text === '-') return lowest < 0;
    if (!this.rule.integer) return true;
    const value = Number(text);
    const finished = text === '0' || text === '-0';
    if (finished) return withinBounds(value, this.rule);
    // A negative one can only fall further below its lower bound, a positive one rise above its upper one.
    const oneSide = text.startsWith('-')
      ? { ...this.rule, maximum: undefined, exclusiveMaximum: undefined }
      : { ...this.rule, minimum: undefined, exclusiveMinimum: undefined };
    return withinBounds(value, oneSide);
  }
}

function withinBounds(value: number, rule: NumberRule): boolean {
  return (
    (rule.minimum === undefined || value >= rule.minimum) &&
    (rule.maximum === undefined || value <= rule.maximum) &&
    (rule.exclusiveMinimum === undefined || value > rule.exclusiveMinimum) &&
    (rule.exclusiveMaximum === undefined || value < rule.exclusiveMaximum)
  );
}
