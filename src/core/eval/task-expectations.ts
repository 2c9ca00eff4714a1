// A task's right answer, computed with the functions the tools themselves run (tools/precio.ts, variacion.ts,
// buscar-noticias.ts), so that the expected answer is what a right run reads from its tool results; a test
// compares each with the tool kit's own output for the same calls.
import type { MarketData } from '../data/market-data.ts';
import { buscarNoticias, type NoticiaResult } from '../tools/buscar-noticias.ts';
import { precio } from '../tools/precio.ts';
import { variacion } from '../tools/variacion.ts';
import type { ExpectedAnswer, TaskIntent } from './eval-task.ts';

/** The headline a news intent asks for: the first of the range, or the first holding its `pick` word. */
export function pickHeadline(headlines: readonly NoticiaResult[], pick: string | undefined): NoticiaResult | undefined {
  if (pick === undefined) return headlines[0];
  const word = pick.toLowerCase();
  return headlines.find((h) => h.titular.toLowerCase().includes(word));
}

/** Throws when the data cannot answer the intent at all (a range with no headline): the generator skips it. */
export function expectedFor(data: MarketData, intent: TaskIntent): ExpectedAnswer {
  if (!data.hasTicker(intent.ticker)) return { kind: 'not_exists', ticker: intent.ticker };
  switch (intent.kind) {
    case 'close': {
      const r = precio(data, intent.ticker, intent.fecha);
      return { kind: 'number', value: r.cierre, session: r.fecha };
    }
    case 'change':
      return { kind: 'percentage', value: variacion(data, intent.ticker, intent.desde, intent.hasta).variacion_pct };
    case 'news': {
      const h = pickHeadline(buscarNoticias(data, intent.ticker, intent.desde, intent.hasta), intent.pick);
      if (!h) throw new Error(`no headline of ${intent.ticker} between ${intent.desde} and ${intent.hasta}`);
      return { kind: 'quote', text: h.titular, fecha: h.fecha };
    }
  }
}
