// The lesson's eval suite, generated from the market data with a seeded generator: the lesson's own tasks first
// (TAREAS[0] and [1], the Saturday, exercise 2's day-first date, the takeover), then closes on sessions, weekends
// and holidays (weekdays without a session: they resolve to the session before, as `precio` does), changes between
// two dates, invented tickers, day-first dates and headlines to quote. Same data and seed, same tasks; every
// expected answer comes from task-expectations.ts. tests/unit/core/eval/lesson-tasks.test.ts checks the answers
// against the tool kit's own outputs.
import type { MarketData } from '../data/market-data.ts';
import { seededRandom, type Random } from '../random/seeded-random.ts';
import { addDays, isWeekend } from './calendar-days.ts';
import type { EvalTask, TaskIntent, TaskKind } from './eval-task.ts';
import { expectedFor } from './task-expectations.ts';
import { changeQuestion, closeQuestion, dayFirst, firstHeadlineQuestion, takeoverQuestion } from './task-questions.ts';

export const LESSON_SUITE = 'lesson';
export const DEFAULT_TASK_SEED = 15;

/** How many generated tasks of each kind follow the lesson's own. */
const COUNTS = { close: 5, close_weekend: 4, close_holiday: 3, change: 6, unknown_ticker: 3, european_date: 3, news_quote: 4, takeover: 1 } as const;

/** Headlines that announce a takeover, and the word the task asks the answer to be about. */
const TAKEOVER = [
  { pattern: /ofrece comprar/i, pick: 'comprar' },
  { pattern: /lanza una opa/i, pick: 'opa' },
] as const;

const ALL_TIME = ['2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z'] as const;

/**
 * @example generateLessonTasks(data).length // 35 on the lab's data
 * @example generateLessonTasks(data)[0].question // '¿Cuál fue el cierre de BUSI el 2024-03-15?'
 */
export function generateLessonTasks(data: MarketData, seed: number = DEFAULT_TASK_SEED): EvalTask[] {
  const random = seededRandom(seed, 'eval-tasks');
  const tasks: EvalTask[] = [];
  const ids = new Set<string>();
  const add = (kind: TaskKind, question: string, intent: TaskIntent): boolean => {
    const id = taskId(kind, intent);
    if (ids.has(id)) return false;
    let expected;
    try {
      expected = expectedFor(data, intent);
    } catch {
      return false;
    }
    ids.add(id);
    tasks.push({ id, suite: LESSON_SUITE, kind, question, intent, expected });
    return true;
  };
  const close = (kind: TaskKind, ticker: string, fecha: string, written = fecha) =>
    add(kind, closeQuestion(ticker, written), { kind: 'close', ticker, fecha, ...(written !== fecha ? { written } : {}) });
  const change = (ticker: string, desde: string, hasta: string) =>
    add('change', changeQuestion(ticker, desde, hasta), { kind: 'change', ticker, desde, hasta });

  // The lesson's own.
  close('close', 'BUSI', '2024-03-15');
  close('close_weekend', 'BUSI', '2024-03-16');
  close('european_date', 'BUSI', '2024-03-01', dayFirst('2024-03-01'));
  close('unknown_ticker', 'ACME', '2024-03-15');
  change('BUSI', '2024-03-15', '2024-03-22');
  add('takeover', takeoverQuestion('BUSI', '2024-03-15', '2024-03-22'), { kind: 'news', ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22', pick: 'comprar' });

  const sessions = data.closes(data.tickers[0] ?? 'BUSI').map((c) => c.fecha);
  const first = sessions[0];
  const last = sessions.at(-1);
  if (first === undefined || last === undefined) return tasks;
  const ticker = () => random.pick(data.tickers);
  const session = () => random.pick(sessions);
  const anyDay = () => addDays(first, random.int(0, daysBetween(first, last)));
  const repeat = (count: number, make: () => boolean) => {
    for (let made = 0, tries = 0; made < count && tries < count * 20; tries++) if (make()) made++;
  };

  repeat(COUNTS.close, () => close('close', ticker(), session()));
  repeat(COUNTS.close_weekend, () => close('close_weekend', ticker(), nextWeekendDay(session(), random)));
  const holidays = weekdaysWithoutSession(sessions);
  for (const day of random.sample(holidays, COUNTS.close_holiday)) close('close_holiday', ticker(), day);
  repeat(COUNTS.change, () => {
    const desde = anyDay();
    const hasta = addDays(desde, random.int(5, 60));
    return hasta <= last && change(ticker(), desde, hasta);
  });
  repeat(COUNTS.unknown_ticker, () => {
    const invented = inventTicker(random);
    return !data.hasTicker(invented) && close('unknown_ticker', invented, session());
  });
  repeat(COUNTS.european_date, () => {
    const day = random.chance(0.5) ? session() : anyDay();
    return close('european_date', ticker(), day, dayFirst(day));
  });
  const withNews = data.tickers.filter((t) => data.headlines(t, ...ALL_TIME).length > 0);
  repeat(COUNTS.news_quote, () => {
    const t = random.pick(withNews);
    const day = random.pick(data.headlines(t, ...ALL_TIME)).ts.slice(0, 10);
    const desde = addDays(day, -random.int(0, 3));
    const hasta = addDays(day, random.int(0, 3));
    return add('news_quote', firstHeadlineQuestion(t, desde, hasta), { kind: 'news', ticker: t, desde, hasta });
  });
  for (const offer of takeoversBeyondTheLesson(data).slice(0, COUNTS.takeover)) {
    const desde = addDays(offer.day, -random.int(1, 4));
    const hasta = addDays(offer.day, random.int(1, 4));
    add('takeover', takeoverQuestion(offer.ticker, desde, hasta), { kind: 'news', ticker: offer.ticker, desde, hasta, pick: offer.pick });
  }
  return tasks;
}

export function taskId(kind: TaskKind, intent: TaskIntent): string {
  const dates = intent.kind === 'close' ? [intent.written ?? intent.fecha] : [intent.desde, intent.hasta];
  return [kind, intent.ticker, ...dates.map((d) => d.replaceAll('/', '.'))].join('-');
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);
}

function nextWeekendDay(fecha: string, random: Random): string {
  let day = addDays(fecha, 1);
  while (!isWeekend(day)) day = addDays(day, 1);
  return random.chance(0.5) ? day : addDays(day, 1);
}

/** Weekdays inside the data's span with no session: the exchange's holidays. */
function weekdaysWithoutSession(sessions: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < sessions.length; i++) {
    for (let day = addDays(sessions[i - 1] as string, 1); day < (sessions[i] as string); day = addDays(day, 1)) {
      if (!isWeekend(day)) out.push(day);
    }
  }
  return out;
}

function inventTicker(random: Random): string {
  return Array.from({ length: 4 }, () => String.fromCharCode(65 + random.int(0, 25))).join('');
}

/** The first takeover headline of each ticker but BUSI's (the lesson's task already asks for that one). */
function takeoversBeyondTheLesson(data: MarketData): { ticker: string; day: string; pick: string }[] {
  return data.tickers.flatMap((ticker) => {
    if (ticker === 'BUSI') return [];
    for (const h of data.headlines(ticker, ...ALL_TIME)) {
      const offer = TAKEOVER.find((t) => t.pattern.test(h.titular));
      if (offer) return [{ ticker, day: h.ts.slice(0, 10), pick: offer.pick }];
    }
    return [];
  });
}
