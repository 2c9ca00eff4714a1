// Reads the figures written in a text the Spanish and the English way (26,19 and 26.19; 1.234,5 and 1,234.5).
// It extends the lesson's `cifras`: same tokens (`\d[\d.,]*\d|\d`), same reading of a lone comma (decimal) and
// of `1.234` (thousands), plus English grouping, grouping with no-break spaces, and a second reading where the
// writing is ambiguous (`1,234` is 1.234 in Spanish and 1234 in English; `1.234` the other way round).

/** A number as written in a text, with the values it can stand for. */
export interface WrittenNumber {
  text: string;
  /** Where it starts in the text. */
  index: number;
  /** The lesson's reading first; a second one only when the writing is ambiguous (`1,234`, `1.234`). */
  values: readonly number[];
}

const TOKEN = /\d(?:[\d.,\u00a0\u202f]*\d)?/g;
const DIGIT_RUN = /\d+/g;

/**
 * The values one token stands for, or null when it is no well-formed number (`1.2.3`, `1,2,3`).
 * @example readToken('1.234,5') // [1234.5]
 * @example readToken('1,234')   // [1.234, 1234]
 */
export function readToken(token: string): number[] | null {
  if (/^\d+$/.test(token)) return [Number(token)];
  const single = /^(\d+)([.,])(\d+)$/.exec(token);
  if (single) {
    const [, int = '', sep, frac = ''] = single;
    const decimal = Number(`${int}.${frac}`);
    // Only 1-3 digits, a non-zero lead and exactly three after the separator can be a thousands group.
    if (frac.length !== 3 || int.length > 3 || int.startsWith('0')) return [decimal];
    const thousands = Number(int + frac);
    return sep === ',' ? [decimal, thousands] : [thousands, decimal];
  }
  if (/^[1-9]\d{0,2}(\.\d{3})+$/.test(token)) return [Number(token.replaceAll('.', ''))];
  if (/^[1-9]\d{0,2}(,\d{3})+$/.test(token)) return [Number(token.replaceAll(',', ''))];
  if (/^[1-9]\d{0,2}(\.\d{3})+,\d+$/.test(token)) return [Number(token.replaceAll('.', '').replace(',', '.'))];
  if (/^[1-9]\d{0,2}(,\d{3})+\.\d+$/.test(token)) return [Number(token.replaceAll(',', ''))];
  if (/^[1-9]\d{0,2}([\u00a0\u202f]\d{3})+([.,]\d+)?$/.test(token)) {
    return [Number(token.replace(/[\u00a0\u202f]/g, '').replace(',', '.'))];
  }
  return null;
}

/**
 * Every number written in a text, in order. A token that is no well-formed number counts as its digit runs,
 * so `1.2.3` gives 1, 2 and 3 (the lesson's `float()` would have failed on it).
 * @example readNumbers('de 26,19 a 27.88').map((n) => n.values) // [[26.19], [27.88]]
 */
export function readNumbers(text: string): WrittenNumber[] {
  const out: WrittenNumber[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const values = readToken(m[0]);
    if (values) {
      out.push({ text: m[0], index: m.index, values });
      continue;
    }
    for (const run of m[0].matchAll(DIGIT_RUN)) {
      out.push({ text: run[0], index: m.index + run.index, values: [Number(run[0])] });
    }
  }
  return out;
}

/** Every number a JSON value holds: numbers as they are, numbers written inside its strings (keys aside). */
export function numbersInValue(value: unknown): number[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [value] : [];
  if (typeof value === 'string') return readNumbers(value).flatMap((n) => n.values);
  if (Array.isArray(value)) return value.flatMap(numbersInValue);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(numbersInValue);
  return [];
}

/**
 * The lesson's `cerca`: x matches y within 0.6 % of y, and never less than 0.006. Signs are ignored because the
 * reader ignores them too (`bajó un 3,2 %` reports a change of -3.2).
 */
export function isNear(x: number, ys: readonly number[]): boolean {
  return ys.some((y) => Math.abs(Math.abs(x) - Math.abs(y)) <= 0.006 * Math.max(1, Math.abs(y)));
}
