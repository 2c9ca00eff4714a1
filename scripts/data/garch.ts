// GARCH(1,1) returns: today's variance grows with yesterday's squared return, so calm and turbulent stretches
// cluster as in real markets while the long-run volatility stays at `vol`.
import type { Random } from '../../src/core/random/seeded-random.ts';

export interface GarchParams {
  /** Long-run daily volatility (0.01 = 1 %). */
  vol: number;
  /** Weight of yesterday's squared return. */
  alpha: number;
  /** Weight of yesterday's variance (persistence). */
  beta: number;
}

export function garchReturns(random: Random, length: number, { vol, alpha, beta }: GarchParams): Float64Array {
  const longRunVariance = vol * vol;
  const omega = longRunVariance * (1 - alpha - beta);
  const returns = new Float64Array(length);
  let variance = longRunVariance;
  for (let t = 0; t < length; t++) {
    const r = Math.sqrt(variance) * random.normal();
    returns[t] = r;
    variance = omega + alpha * r * r + beta * variance;
  }
  return returns;
}
