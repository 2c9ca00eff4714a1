// The news-making events of each company, scheduled before prices are drawn: quarterly results, dividends,
// analysts' ratings, announcements and takeovers. Each event moves that session's price (`efecto`), so the
// headlines and the closes tell the same story.
import type { Random } from '../../src/core/random/seeded-random.ts';
import type { CompanySpec, Sector } from './companies.ts';
import {
  ANALYSTS,
  DIVIDEND_ANNOUNCED,
  DIVIDEND_PAID,
  FUNDS,
  GENERIC_ANNOUNCEMENTS,
  RATING_DOWN,
  RATING_UP,
  RESULTS_DOWN,
  RESULTS_UP,
  SECTOR_ANNOUNCEMENTS,
  fill,
} from './event-texts.ts';
import {
  BUSI,
  BUSI_TAKEOVER_COPIES,
  BUSI_TAKEOVER_DAY,
  BUSI_TAKEOVER_FOLLOW_UPS,
  BUSI_TAKEOVER_HEADLINE,
  isQuiet,
} from './lesson-facts.ts';

export type EventKind =
  | 'resultados'
  | 'dividendo'
  | 'exdividendo'
  | 'recomendacion'
  | 'anuncio'
  | 'opa'
  | 'opa-seguimiento';

export interface CorporateEvent {
  kind: EventKind;
  /** Index of the session in the trading-day list. */
  day: number;
  /** Log-return added to that session's close. */
  efecto: number;
  /** The headline; a dividend's keeps `{importe}` until the walk has fixed the amount. */
  titular: string;
  /** Seconds after 00:00 UTC of the first copy. */
  segundo: number;
  /** Why the price moved, for a big-move headline the same day ("tras presentar resultados"). */
  causa?: string;
  /** Set on a dividend's announcement and ex-date: which payment of the company. */
  pago?: number;
  /** Scripted copies (source and UTC time) instead of drawn ones. */
  copias?: readonly { segundo: number; fuente: string }[];
}

/** A dividend: announced on one session, deducted from the price on a later one. */
export interface DividendPlan {
  anuncio: number;
  exDia: number;
  /** Fraction of the announcement day's close paid out. */
  rentabilidad: number;
}

export interface CompanySchedule {
  events: CorporateEvent[];
  dividends: DividendPlan[];
  /** First session under a takeover offer (the price then hugs the offer); undefined if never. */
  opaDesde?: number;
}

const SECTOR_YIELD: Record<Sector, number> = {
  Banca: 0.055,
  Seguros: 0.05,
  Energía: 0.045,
  Construcción: 0.03,
  Inmobiliario: 0.04,
  'Tecnología y telecomunicaciones': 0.015,
  Consumo: 0.03,
  Salud: 0.012,
  Industria: 0.03,
  'Turismo y transporte': 0.02,
};

/** Result seasons: which period is reported, in which date range. */
function resultSeasons(year: number): { periodo: string; desde: string; hasta: string }[] {
  return [
    { periodo: `en ${year - 1}`, desde: `${year}-02-20`, hasta: `${year}-03-08` },
    { periodo: `en el primer trimestre de ${year}`, desde: `${year}-04-24`, hasta: `${year}-05-10` },
    { periodo: `en el primer semestre de ${year}`, desde: `${year}-07-22`, hasta: `${year}-08-02` },
    { periodo: `hasta septiembre de ${year}`, desde: `${year}-10-22`, hasta: `${year}-11-08` },
  ];
}

const hms = (text: string) => {
  const [h, m, s] = text.split(':').map(Number) as [number, number, number];
  return h * 3600 + m * 60 + s;
};

const timeBetween = (random: Random, from: string, to: string) => random.int(hms(from), hms(to));

/** Finds sessions by date and hands out free ones (one drawn event per company and session). */
class SessionPicker {
  private readonly taken = new Set<number>();
  constructor(
    private readonly days: readonly string[],
    private readonly ticker: string,
  ) {}

  indexOf(fecha: string): number {
    const index = this.days.indexOf(fecha);
    if (index < 0) throw new Error(`${fecha} is not a trading day`);
    return index;
  }

  /** Marks a session as used by a scripted event. */
  take(day: number): void {
    this.taken.add(day);
  }

  /** A free, non-quiet session with `from <= date <= to`, or undefined when there is none. */
  pick(random: Random, from: string, to: string): number | undefined {
    const candidates: number[] = [];
    this.days.forEach((fecha, day) => {
      if (fecha >= from && fecha <= to && !this.taken.has(day) && !isQuiet(this.ticker, fecha)) candidates.push(day);
    });
    if (candidates.length === 0) return undefined;
    const day = random.pick(candidates);
    this.taken.add(day);
    return day;
  }
}

function resultEvents(random: Random, company: CompanySpec, picker: SessionPicker, years: number[]): CorporateEvent[] {
  const events: CorporateEvent[] = [];
  for (const year of years) {
    for (const season of resultSeasons(year)) {
      const day = picker.pick(random, season.desde, season.hasta);
      if (day === undefined) continue;
      const efecto = random.normal(0, 0.03);
      // Profits usually move the way the price does, not always (the market had expected more, or less).
      const up = random.chance(0.8) ? efecto >= 0 : efecto < 0;
      const templates = up ? RESULTS_UP : RESULTS_DOWN;
      events.push({
        kind: 'resultados',
        day,
        efecto,
        titular: fill(random.pick(templates), {
          nombre: company.nombre,
          cambio: String(random.int(2, 45)),
          periodo: season.periodo,
        }),
        segundo: timeBetween(random, '06:00:00', '07:29:59'),
        causa: 'tras presentar resultados',
      });
    }
  }
  return events;
}

function dividendEvents(
  random: Random,
  company: CompanySpec,
  results: readonly CorporateEvent[],
  picker: SessionPicker,
  days: readonly string[],
): { events: CorporateEvent[]; dividends: DividendPlan[] } {
  const events: CorporateEvent[] = [];
  const dividends: DividendPlan[] = [];
  if (!random.chance(0.8)) return { events, dividends };
  const annualYield = SECTOR_YIELD[company.sector] * random.uniform(0.5, 1.5);
  const twice = random.chance(0.5);
  for (const result of results) {
    const fecha = days[result.day] ?? '';
    const month = Number(fecha.slice(5, 7));
    const final = month <= 3;
    const interim = month >= 7 && month <= 8;
    if (!final && !(interim && twice)) continue;
    // Final dividends go ex in May-June, interim ones in September-October.
    const year = fecha.slice(0, 4);
    const exDia = final
      ? picker.pick(random, `${year}-05-15`, `${year}-06-30`)
      : picker.pick(random, `${year}-09-15`, `${year}-10-15`);
    if (exDia === undefined) continue;
    const pago = dividends.length;
    dividends.push({ anuncio: result.day, exDia, rentabilidad: twice ? annualYield / 2 : annualYield });
    events.push({
      kind: 'dividendo',
      day: result.day,
      efecto: 0,
      titular: fill(random.pick(DIVIDEND_ANNOUNCED), { nombre: company.nombre }),
      segundo: result.segundo + random.int(600, 5400),
      pago,
    });
    events.push({
      kind: 'exdividendo',
      day: exDia,
      efecto: 0,
      titular: fill(DIVIDEND_PAID, { nombre: company.nombre }),
      segundo: timeBetween(random, '06:30:00', '07:30:00'),
      pago,
    });
  }
  return { events, dividends };
}

function ratingEvents(
  random: Random,
  company: CompanySpec,
  picker: SessionPicker,
  firms: readonly string[],
  first: string,
  last: string,
): CorporateEvent[] {
  const events: CorporateEvent[] = [];
  const titulares = new Set<string>();
  const count = random.int(2, 6);
  for (let i = 0; i < count; i++) {
    const up = random.chance(0.55);
    const firma = random.pick(firms.filter((firm) => firm !== company.nombre));
    const titular = fill(random.pick(up ? RATING_UP : RATING_DOWN), { firma, nombre: company.nombre });
    if (titulares.has(titular)) continue;
    const day = picker.pick(random, first, last);
    if (day === undefined) continue;
    titulares.add(titular);
    events.push({
      kind: 'recomendacion',
      day,
      efecto: (up ? 1 : -1) * Math.abs(random.normal(0.02, 0.008)),
      titular,
      segundo: timeBetween(random, '07:00:00', '10:00:00'),
      causa: up ? `tras la mejora de ${firma}` : `tras la rebaja de ${firma}`,
    });
  }
  return events;
}

function announcementEvents(
  random: Random,
  company: CompanySpec,
  picker: SessionPicker,
  first: string,
  last: string,
): CorporateEvent[] {
  const events: CorporateEvent[] = [];
  const pool = [...GENERIC_ANNOUNCEMENTS, ...SECTOR_ANNOUNCEMENTS[company.sector]];
  for (const announcement of random.sample(pool, random.int(3, 7))) {
    const day = picker.pick(random, first, last);
    if (day === undefined) continue;
    events.push({
      kind: 'anuncio',
      day,
      efecto: announcement.efecto + random.normal(0, 0.008),
      titular: fill(announcement.texto, {
        nombre: company.nombre,
        millones: String(random.int(2, 60) * 5),
        numero: String(random.int(3, 40)),
        porcentaje: String(random.int(3, 15)),
      }),
      segundo: timeBetween(random, '08:00:00', '15:00:00'),
    });
  }
  return events;
}

/** A drawn takeover: the offer (a jump of about its premium), its approval, and the acceptance. */
function takeoverEvents(
  random: Random,
  company: CompanySpec,
  bidders: readonly string[],
  picker: SessionPicker,
  days: readonly string[],
): CorporateEvent[] {
  const fromCompany = bidders.length > 0 && random.chance(0.5);
  const comprador = fromCompany ? random.pick(bidders) : random.pick(FUNDS);
  const prima = random.int(15, 35);
  const day = picker.pick(random, days[60] ?? '', days[days.length - 80] ?? '');
  if (day === undefined) return [];
  const events: CorporateEvent[] = [
    {
      kind: 'opa',
      day,
      // The price settles a little under the offer.
      efecto: Math.log(1 + prima / 100) + random.normal(-0.03, 0.01),
      titular: `${comprador} lanza una opa sobre ${company.nombre} con una prima del ${prima} %`,
      segundo: timeBetween(random, '07:00:00', '09:00:00'),
      causa: 'tras recibir una opa',
    },
  ];
  const approval = picker.pick(random, days[day + 15] ?? '', days[day + 30] ?? '');
  if (approval !== undefined) {
    const who = fromCompany ? `de ${comprador}` : 'del fondo';
    events.push({
      kind: 'opa-seguimiento',
      day: approval,
      efecto: 0,
      titular: `La CNMV autoriza la opa ${who} sobre ${company.nombre}`,
      segundo: timeBetween(random, '09:00:00', '14:00:00'),
    });
    const outcome = picker.pick(random, days[approval + 20] ?? '', days[approval + 35] ?? '');
    if (outcome !== undefined) {
      events.push({
        kind: 'opa-seguimiento',
        day: outcome,
        efecto: 0,
        titular: `La opa sobre ${company.nombre} logra una aceptación del ${random.int(80, 98)} %`,
        segundo: timeBetween(random, '16:00:00', '18:00:00'),
      });
    }
  }
  return events;
}

/** BUSI's scripted takeover and its follow-ups (lesson-facts.ts). */
function busiTakeover(picker: SessionPicker): CorporateEvent[] {
  const day = picker.indexOf(BUSI_TAKEOVER_DAY);
  picker.take(day);
  const copias = BUSI_TAKEOVER_COPIES.map((copy) => ({ segundo: hms(copy.hora), fuente: copy.fuente }));
  const followUps = BUSI_TAKEOVER_FOLLOW_UPS.map((followUp): CorporateEvent => {
    const followUpDay = picker.indexOf(followUp.fecha);
    picker.take(followUpDay);
    return { kind: 'opa-seguimiento', day: followUpDay, efecto: 0, titular: followUp.titular, segundo: hms(followUp.hora) };
  });
  return [
    {
      kind: 'opa',
      day,
      efecto: Math.log(1.05),
      titular: BUSI_TAKEOVER_HEADLINE,
      segundo: copias[0]?.segundo ?? 0,
      copias,
    },
    ...followUps,
  ];
}

/** Every company's events. `random` is the generator's root stream; each company draws from its own fork. */
export function scheduleEvents(
  random: Random,
  companies: readonly CompanySpec[],
  days: readonly string[],
): Map<string, CompanySchedule> {
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  const years = [...new Set(days.map((d) => Number(d.slice(0, 4))))];
  const banks = companies.filter((c) => c.sector === 'Banca').map((c) => c.nombre);
  const firms = [...banks, ...ANALYSTS];
  const targets = new Set(
    random
      .fork('opas')
      .sample(
        companies.filter((c) => c.ticker !== BUSI).map((c) => c.ticker),
        4,
      ),
  );

  const schedules = new Map<string, CompanySchedule>();
  for (const company of companies) {
    const rng = random.fork(`eventos/${company.ticker}`);
    const picker = new SessionPicker(days, company.ticker);
    const takeover =
      company.ticker === BUSI
        ? busiTakeover(picker)
        : targets.has(company.ticker)
          ? takeoverEvents(
              rng,
              company,
              companies.filter((c) => c.sector === company.sector && c !== company).map((c) => c.nombre),
              picker,
              days,
            )
          : [];
    const results = resultEvents(rng, company, picker, years);
    const { events: dividendNews, dividends } = dividendEvents(rng, company, results, picker, days);
    const events = [
      ...takeover,
      ...results,
      ...dividendNews,
      ...ratingEvents(rng, company, picker, firms, first, last),
      ...announcementEvents(rng, company, picker, first, last),
    ].sort((a, b) => a.day - b.day || a.segundo - b.segundo);
    const opa = takeover.find((event) => event.kind === 'opa');
    schedules.set(company.ticker, { events, dividends, opaDesde: opa?.day });
  }
  return schedules;
}
