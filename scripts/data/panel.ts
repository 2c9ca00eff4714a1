// The whole synthetic panel, in memory: companies, daily closes and volumes, and headlines. Pure: the same
// seed gives the same panel.
import { seededRandom, type Random } from '../../src/core/random/seeded-random.ts';
import { pinThroughAnchors } from './brownian-bridge.ts';
import { COMPANIES, SECTORS, type CompanySpec, type Sector } from './companies.ts';
import { scheduleEvents } from './corporate-events.ts';
import { garchReturns } from './garch.ts';
import { BUSI, BUSI_ANCHORS, DATA_SEED, FIRST_DAY, LAST_DAY } from './lesson-facts.ts';
import { buildNews, type CompanyNewsInput, type NewsRow } from './news-corpus.ts';
import { walkPrices, type Walk, type WalkParams } from './price-walk.ts';
import { tradedVolumes } from './traded-volume.ts';
import { tradingDays } from './trading-calendar.ts';

export interface PriceRow {
  fecha: string;
  ticker: string;
  cierre: number;
  volumen: bigint;
}

export interface Panel {
  companies: readonly CompanySpec[];
  /** Sorted by ticker, then date. */
  prices: PriceRow[];
  /** Sorted by time, then ticker. */
  news: NewsRow[];
}

/** Typical daily volatility of a company of each sector. */
const SECTOR_VOL: Record<Sector, number> = {
  Banca: 0.017,
  Seguros: 0.013,
  Energía: 0.017,
  Construcción: 0.016,
  Inmobiliario: 0.015,
  'Tecnología y telecomunicaciones': 0.021,
  Consumo: 0.014,
  Salud: 0.019,
  Industria: 0.017,
  'Turismo y transporte': 0.019,
};

const MARKET_VOL = 0.0095;
const TRADING_DAYS_PER_YEAR = 252;

/** Daily returns of a factor whose yearly drift is drawn anew each calendar year. */
function factorReturns(random: Random, days: readonly string[], vol: number, yearlyDrift: () => number): Float64Array {
  const returns = garchReturns(random, days.length, { vol, alpha: 0.09, beta: 0.88 });
  const drifts = new Map<string, number>();
  days.forEach((fecha, t) => {
    const year = fecha.slice(0, 4);
    if (!drifts.has(year)) drifts.set(year, yearlyDrift() / TRADING_DAYS_PER_YEAR);
    returns[t] = (returns[t] ?? 0) + (drifts.get(year) ?? 0);
  });
  return returns;
}

function walkParams(random: Random, company: CompanySpec): WalkParams & { usualVolume: number; dailyVol: number } {
  const dailyVol = SECTOR_VOL[company.sector] * Math.exp(random.normal(0, 0.2));
  const beta = random.uniform(0.6, 1.4);
  const idioVariance = dailyVol ** 2 - (beta * MARKET_VOL) ** 2 - 0.005 ** 2;
  return {
    start: Math.min(120, Math.max(3, Math.exp(random.normal(Math.log(15), 0.8)))),
    drift: random.normal(0.02, 0.08) / TRADING_DAYS_PER_YEAR,
    beta,
    idioVol: Math.sqrt(Math.max(idioVariance, 0.006 ** 2)),
    usualVolume: Math.min(8e6, Math.max(2e4, Math.exp(random.normal(Math.log(600_000), 0.9)))),
    dailyVol,
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;

export function generatePanel(seed: number = DATA_SEED): Panel {
  const root = seededRandom(seed);
  const days = tradingDays(FIRST_DAY, LAST_DAY);
  const market = factorReturns(root.fork('mercado'), days, MARKET_VOL, () => 0.1);
  const sectorRandom = root.fork('sectores');
  const sectors = new Map(
    SECTORS.map((sector) => {
      const rng = sectorRandom.fork(sector);
      return [sector, factorReturns(rng, days, rng.uniform(0.004, 0.007), () => rng.normal(0, 0.12))] as const;
    }),
  );
  const schedules = scheduleEvents(root, COMPANIES, days);

  const prices: PriceRow[] = [];
  const newsInputs: CompanyNewsInput[] = [];
  for (const company of COMPANIES) {
    const schedule = schedules.get(company.ticker) ?? { events: [], dividends: [] };
    const params = walkParams(root.fork(`empresa/${company.ticker}`), company);
    const sector = sectors.get(company.sector) ?? new Float64Array(days.length);
    const walk = (start: number): Walk =>
      walkPrices(root.fork(`paseo/${company.ticker}`), { ...params, start }, market, sector, schedule);
    let { prices: path, importes } = walk(params.start);
    if (company.ticker === BUSI) {
      const anchors = BUSI_ANCHORS.map((a) => ({ day: days.indexOf(a.fecha), cierre: a.cierre }));
      const first = anchors[0];
      if (first) {
        // Same noise, started where the path meets the first anchor, so the pin only bends it between anchors.
        ({ prices: path, importes } = walk(params.start * (first.cierre / (path[first.day] ?? first.cierre))));
      }
      path = pinThroughAnchors(path, anchors);
    }
    const closes = Array.from(path, round2);
    const volumes = tradedVolumes(root.fork(`volumen/${company.ticker}`), closes, params.usualVolume, params.dailyVol, schedule.events);
    closes.forEach((cierre, t) => prices.push({ fecha: days[t] ?? '', ticker: company.ticker, cierre, volumen: volumes[t] ?? 0n }));
    newsInputs.push({ company, schedule, closes, importes });
  }
  return { companies: COMPANIES, prices, news: buildNews(root, newsInputs, days, market) };
}
