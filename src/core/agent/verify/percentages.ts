// The percentages a text gives: its figures followed by `%`, "por ciento" or "percent".
import { readNumbers, type WrittenNumber } from './read-numbers.ts';

const PERCENT_SIGN = /^\s*(?:%|por\s+ciento(?!\p{L})|per\s?cent(?!\p{L}))/iu;

/** @example percentagesIn('subió un 6,45 % en 3 días').map((n) => n.text) // ['6,45'] */
export function percentagesIn(text: string): WrittenNumber[] {
  return readNumbers(text).filter((n) => PERCENT_SIGN.test(text.slice(n.index + n.text.length)));
}
