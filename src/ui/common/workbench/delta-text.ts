// A figure's change against run A in words, as the comparison's delta row and the A/B presenter say it:
// "steps: 3 → 4 (+1)", "cost: $0.0021 → $0.0034 (+$0.0013)", "verdict: OK → 1 finding", or "tokens: 630, same".
import type { UiLanguage } from '../../../core/i18n/index.ts';
import { formatUsd } from '../cost/cost-format.ts';
import { formatCount } from '../format-count.ts';
import type { Delta } from './compare-deltas.ts';
import { COMPARE_TEXT } from './compare-texts.ts';

interface DeltaWords {
  name: string;
  /** A's value and the other's ("3 → 4"), or the one value when they agree. */
  values: string;
  /** The change ("+1"), absent for the verdict and when they agree. */
  change?: string;
  changed: boolean;
}

export function deltaWords(delta: Delta, lang: UiLanguage): DeltaWords {
  const t = COMPARE_TEXT[lang];
  const format = (n: number) => (delta.what === 'cost' ? formatUsd(n, lang) : delta.what === 'verdict' ? t.verdict(n) : formatCount(n, lang));
  const name = t.deltaName[delta.what];
  if (delta.from === delta.to) return { name, values: `${format(delta.from)}, ${t.same}`, changed: false };
  const values = `${format(delta.from)} → ${format(delta.to)}`;
  return delta.what === 'verdict' ? { name, values, changed: true } : { name, values, change: t.signed(delta.to - delta.from, format), changed: true };
}
