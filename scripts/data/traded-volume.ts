// Shares traded per session: a company's usual volume, with day-to-day noise, more trading on big moves and
// on news days (results, takeovers).
import type { Random } from '../../src/core/random/seeded-random.ts';
import type { CorporateEvent, EventKind } from './corporate-events.ts';

const NEWS_MULTIPLIER: Partial<Record<EventKind, number>> = {
  resultados: 1.8,
  opa: 6,
  'opa-seguimiento': 1.5,
  recomendacion: 1.3,
  exdividendo: 1.3,
};

export function tradedVolumes(
  random: Random,
  closes: readonly number[],
  usualVolume: number,
  dailyVol: number,
  events: readonly CorporateEvent[],
): bigint[] {
  const multipliers = new Float64Array(closes.length).fill(1);
  for (const event of events) {
    multipliers[event.day] = Math.max(multipliers[event.day] ?? 1, NEWS_MULTIPLIER[event.kind] ?? 1.1);
  }
  return closes.map((close, t) => {
    const previous = t > 0 ? (closes[t - 1] ?? close) : close;
    // In units of the company's usual daily move, capped so a takeover day trades a few times the usual, not 50.
    const move = Math.min(8, Math.abs(Math.log(close / previous)) / dailyVol);
    const volume = usualVolume * Math.exp(random.normal(0, 0.3)) * (0.7 + 0.3 * move) * (multipliers[t] ?? 1);
    return BigInt(Math.max(100, Math.round(volume)));
  });
}
