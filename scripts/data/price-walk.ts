// One company's daily closes: a log-price random walk driven by the market, its sector, its own GARCH noise,
// rare unexplained jumps and its scheduled events; dividends are deducted on their ex-date. Being a walk in
// log-price, it never reaches zero.
import type { Random } from '../../src/core/random/seeded-random.ts';
import type { CompanySchedule } from './corporate-events.ts';
import { garchReturns } from './garch.ts';

export interface WalkParams {
  start: number;
  /** Daily log drift of the company's own. */
  drift: number;
  /** Sensitivity to the market factor. */
  beta: number;
  /** Long-run daily volatility of the company's own noise. */
  idioVol: number;
}

export interface Walk {
  /** Unrounded closes, one per session. */
  prices: Float64Array;
  /** Amount per share of each planned dividend (euros, 2 decimals), fixed on its announcement day. */
  importes: number[];
}

/** Under a takeover offer the price hugs the offer: the market, the sector and the news move it far less. */
const PENDING_OFFER_DAMPING = 0.2;

export function walkPrices(
  random: Random,
  params: WalkParams,
  market: Float64Array,
  sector: Float64Array,
  schedule: CompanySchedule,
): Walk {
  const length = market.length;
  const own = garchReturns(random, length, { vol: params.idioVol, alpha: 0.07, beta: 0.9 });
  const surprises = new Float64Array(length);
  for (let t = 0; t < length; t++) surprises[t] = random.chance(0.004) ? random.normal(0, 0.05) : 0;
  const eventEffects = new Float64Array(length);
  for (const event of schedule.events) eventEffects[event.day] = (eventEffects[event.day] ?? 0) + event.efecto;

  const importes = schedule.dividends.map(() => 0);
  const prices = new Float64Array(length);
  let previous = params.start;
  for (let t = 0; t < length; t++) {
    const pending = schedule.opaDesde !== undefined && t > schedule.opaDesde;
    const damping = pending ? PENDING_OFFER_DAMPING : 1;
    let r =
      damping * (params.drift + params.beta * (market[t] ?? 0) + (sector[t] ?? 0) + (eventEffects[t] ?? 0) + (surprises[t] ?? 0)) +
      (pending ? 0.25 : 1) * (own[t] ?? 0);
    schedule.dividends.forEach((dividend, pago) => {
      if (dividend.exDia === t) r += Math.log(1 - (importes[pago] ?? 0) / previous);
    });
    const price = previous * Math.exp(r);
    prices[t] = price;
    schedule.dividends.forEach((dividend, pago) => {
      if (dividend.anuncio === t) importes[pago] = Math.max(0.01, Math.round(dividend.rentabilidad * price * 100) / 100);
    });
    previous = price;
  }
  return { prices, importes };
}
