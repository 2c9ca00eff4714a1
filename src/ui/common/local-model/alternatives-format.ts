// How "what it almost said" writes a token and a probability: whitespace made visible (a token that is a space or
// a line break would otherwise show as nothing), and percentages that never round a near-certainty to 100 % or a
// faint chance to 0 %.
import type { Lang } from '../i18n.svelte.ts';

/** A token's text as a label: spaces as ·, line breaks as ↵, tabs as →; the empty piece as ∅. */
export function visiblePiece(piece: string): string {
  if (piece === '') return '∅';
  return piece.replaceAll(' ', '·').replaceAll('\r', '').replaceAll('\n', '↵').replaceAll('\t', '→');
}

/** A token's text in the running reply: as written (its box shows its spaces), line breaks as ↵; the empty piece as ∅. */
export function stripPiece(piece: string): string {
  if (piece === '') return '∅';
  return piece.replaceAll('\r', '').replaceAll('\n', '↵');
}

/** How many line breaks a piece holds: the reply breaks its line after the token as often. */
export function lineBreaks(piece: string): number {
  return piece.split('\n').length - 1;
}

/** A probability (0–1) as a percentage with one decimal, in the page's language: `27.9 %`, `27,9 %`. */
export function percent(probability: number, lang: Lang): string {
  const number = (x: number, digits: number) => x.toLocaleString(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  if (probability >= 1) return '100 %';
  if (probability <= 0) return '0 %';
  if (probability >= 0.9995) return `> ${number(99.9, 1)} %`;
  if (probability < 0.0005) return `< ${number(0.1, 1)} %`;
  return `${number(probability * 100, 1)} %`;
}
