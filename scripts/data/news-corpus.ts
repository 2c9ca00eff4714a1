// The headlines: one story per scheduled event and per big daily move (read from the final closes, so the
// figures match the data), each run by one agency and often copied by others minutes later (syndication).
import type { Random } from '../../src/core/random/seeded-random.ts';
import type { CompanySpec } from './companies.ts';
import type { CompanySchedule, CorporateEvent, EventKind } from './corporate-events.ts';
import {
  MARKET_RALLY,
  MARKET_SELLOFF,
  MOVE_DOWN,
  MOVE_DOWN_BECAUSE,
  MOVE_UP,
  MOVE_UP_BECAUSE,
  fill,
  spanishNumber,
} from './event-texts.ts';
import { isQuiet } from './lesson-facts.ts';
import { dayFromIso } from './trading-calendar.ts';

export interface NewsRow {
  /** Milliseconds since the epoch, UTC. */
  ts: number;
  ticker: string;
  titular: string;
  fuente: string;
}

/** Fictitious agencies and financial media. */
export const SOURCES: readonly string[] = [
  'Agencia Meridiana',
  'Teletipo Financiero',
  'Diario del Inversor',
  'Mercado Abierto',
  'Capital Ibérico',
  'Bolsa Press',
  'La Gaceta del Parqué',
];

/** A close-to-close change at least this large (in percent) makes news. */
export const BIG_MOVE_PCT = 4;

/** How likely a story of each kind is to be copied by other sources. */
const COPY_CHANCE: Record<EventKind | 'movimiento', number> = {
  resultados: 0.75,
  dividendo: 0.5,
  exdividendo: 0.2,
  recomendacion: 0.3,
  anuncio: 0.4,
  opa: 0.9,
  'opa-seguimiento': 0.6,
  movimiento: 0.35,
};

interface Story {
  day: number;
  segundo: number;
  titular: string;
  kind: EventKind | 'movimiento';
  copias?: CorporateEvent['copias'];
}

export interface CompanyNewsInput {
  company: CompanySpec;
  schedule: CompanySchedule;
  /** Final closes (2 decimals), one per session. */
  closes: readonly number[];
  /** Dividend amounts, by payment. */
  importes: readonly number[];
}

/** The headline of a big close-to-close move, or undefined when the move is small or every wording is taken. */
function bigMoveStory(
  random: Random,
  input: CompanyNewsInput,
  day: number,
  marketReturn: number,
  used: ReadonlySet<string>,
): Story | undefined {
  const { closes, company, schedule } = input;
  const close = closes[day] ?? 0;
  const previous = closes[day - 1] ?? close;
  const pct = (close / previous - 1) * 100;
  if (Math.abs(pct) < BIG_MOVE_PCT) return undefined;
  const up = pct > 0;
  const values = { nombre: company.nombre, pct: spanishNumber(Math.abs(pct), 1) };
  // A cause is named only when it pushes the way the price went (results can go either way).
  const cause = schedule.events.find(
    (event) => event.day === day && event.causa && (event.kind === 'resultados' || event.efecto > 0 === up),
  )?.causa;
  const marketCause = up && marketReturn > 0.02 ? MARKET_RALLY : !up && marketReturn < -0.02 ? MARKET_SELLOFF : undefined;
  const because = cause ?? marketCause;
  const wordings = [
    ...(because ? [fill(up ? MOVE_UP_BECAUSE : MOVE_DOWN_BECAUSE, { ...values, causa: because })] : []),
    ...random.sample(up ? MOVE_UP : MOVE_DOWN, MOVE_UP.length).map((template) => fill(template, values)),
  ];
  const titular = wordings.find((wording) => !used.has(wording));
  if (titular === undefined) return undefined;
  // After the close of the Madrid session (17:30 CET is 16:30 UTC in winter).
  return { day, segundo: random.int(16 * 3600 + 35 * 60, 17 * 3600 + 55 * 60), titular, kind: 'movimiento' };
}

/** A company's stories in time order. A headline names one story: a wording already used by the company on an
 * earlier day is not used again, so equal headlines of a ticker are always copies of one story. */
function companyStories(random: Random, input: CompanyNewsInput, days: readonly string[], market: Float64Array): Story[] {
  const { company, schedule, importes } = input;
  const used = new Set<string>();
  const stories: Story[] = [];
  const add = (story: Story) => {
    if (used.has(story.titular)) return;
    used.add(story.titular);
    // Scripted stories carry their own copies; nothing else is published in a quiet week.
    if (story.copias || !isQuiet(company.ticker, days[story.day] ?? '')) stories.push(story);
  };
  let next = 0;
  for (let day = 0; day < days.length; day++) {
    for (; next < schedule.events.length && schedule.events[next]?.day === day; next++) {
      const event = schedule.events[next] as CorporateEvent;
      const importe = event.pago === undefined ? undefined : spanishNumber(importes[event.pago] ?? 0, 2);
      add({
        day,
        segundo: event.segundo,
        titular: importe === undefined ? event.titular : fill(event.titular, { importe }),
        kind: event.kind,
        copias: event.copias,
      });
    }
    const move = day > 0 ? bigMoveStory(random, input, day, market[day] ?? 0, used) : undefined;
    if (move) add(move);
  }
  return stories;
}

function publish(random: Random, ticker: string, story: Story, days: readonly string[]): NewsRow[] {
  const dayStart = dayFromIso(days[story.day] ?? '') * 86_400_000;
  const row = (segundo: number, fuente: string): NewsRow => ({ ts: dayStart + segundo * 1000, ticker, titular: story.titular, fuente });
  if (story.copias) return story.copias.map((copy) => row(copy.segundo, copy.fuente));
  const fuente = random.pick(SOURCES);
  const copies = random.chance(COPY_CHANCE[story.kind]) ? random.int(1, 3) : 0;
  const rows = [row(story.segundo, fuente)];
  let segundo = story.segundo;
  for (const other of random.sample(
    SOURCES.filter((source) => source !== fuente),
    copies,
  )) {
    segundo += random.int(120, 1500);
    rows.push(row(segundo, other));
  }
  return rows;
}

/** Every headline, sorted by time, then ticker. `random` is the root stream; each company uses its own fork. */
export function buildNews(
  random: Random,
  inputs: readonly CompanyNewsInput[],
  days: readonly string[],
  market: Float64Array,
): NewsRow[] {
  const rows: NewsRow[] = [];
  for (const input of inputs) {
    const rng = random.fork(`noticias/${input.company.ticker}`);
    for (const story of companyStories(rng, input, days, market)) rows.push(...publish(rng, input.company.ticker, story, days));
  }
  return rows.sort(
    (a, b) =>
      a.ts - b.ts ||
      compare(a.ticker, b.ticker) ||
      compare(a.titular, b.titular) ||
      compare(a.fuente, b.fuente),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
