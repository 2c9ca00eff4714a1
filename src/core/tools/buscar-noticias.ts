// buscar_noticias(ticker, desde, hasta): headlines from desde 00:00 UTC to the end of hasta, syndicated copies
// (the same titular again) removed, at most five: what comes back enters the model's context at every step.
import { z } from 'zod';
import { endOfDayMs, utcMidnightMs } from '../data/calendar-date.ts';
import type { MarketData } from '../data/market-data.ts';
import { ArgsNoticias } from './lesson-args.ts';
import { requireCalendarDate, requireTable, requireTicker } from './lesson-preconditions.ts';
import type { ToolDefinition } from './tool-kit-types.ts';
import { CLOSED_LOOKUP } from './tool-annotations.ts';

export const MAX_HEADLINES = 5;

export const NoticiaOutput = z.strictObject({ fecha: z.string(), titular: z.string() });
export type NoticiaResult = z.infer<typeof NoticiaOutput>;

export function buscarNoticias(data: MarketData, ticker: string, desde: string, hasta: string): NoticiaResult[] {
  requireTable(data, 'noticias');
  requireTicker(data, ticker);
  requireCalendarDate(desde);
  requireCalendarDate(hasta);
  const from = new Date(utcMidnightMs(desde)).toISOString();
  const to = new Date(endOfDayMs(hasta)).toISOString();
  const seen = new Set<string>();
  const out: NoticiaResult[] = [];
  for (const h of data.headlines(ticker, from, to)) {
    if (seen.has(h.titular)) continue;
    seen.add(h.titular);
    out.push({ fecha: h.ts.slice(0, 10), titular: h.titular });
    if (out.length === MAX_HEADLINES) break;
  }
  return out;
}

export function buscarNoticiasTool(data: MarketData): ToolDefinition<ArgsNoticias> {
  return {
    name: 'buscar_noticias',
    description: 'Titulares de noticias de una acción entre dos fechas (AAAA-MM-DD).',
    schema: ArgsNoticias,
    argsTitle: 'ArgsNoticias',
    annotations: CLOSED_LOOKUP,
    output: z.array(NoticiaOutput).max(MAX_HEADLINES),
    run: ({ ticker, desde, hasta }) => buscarNoticias(data, ticker, desde, hasta),
  };
}
