// Syndicated copies (the same headline from several sources) grouped into one row, as the data page shows them.
import type { Headline } from '../../core/data/index.ts';

export interface HeadlineGroup {
  /** Time of the first copy (ISO 8601 UTC). */
  ts: string;
  titular: string;
  /** How many rows carry this headline in the range. */
  copies: number;
  /** Sources in order of first appearance, each once. */
  fuentes: string[];
}

export interface HeadlineSummary {
  groups: HeadlineGroup[];
  /** Rows in the range. */
  total: number;
  /** Distinct headlines. */
  distinct: number;
  /** Rows beyond the first of each headline. */
  syndicated: number;
}

/** Group time-ordered headlines by their text; groups keep the order of their first copy. */
export function groupHeadlines(headlines: readonly Headline[]): HeadlineSummary {
  const byText = new Map<string, HeadlineGroup>();
  for (const h of headlines) {
    const g = byText.get(h.titular);
    if (!g) {
      byText.set(h.titular, { ts: h.ts, titular: h.titular, copies: 1, fuentes: [h.fuente] });
      continue;
    }
    g.copies += 1;
    if (!g.fuentes.includes(h.fuente)) g.fuentes.push(h.fuente);
  }
  const groups = [...byText.values()];
  return { groups, total: headlines.length, distinct: groups.length, syndicated: headlines.length - groups.length };
}
