// precio(ticker, fecha): the close of the last session on or before the date, saying which session it was.
import { z } from 'zod';
import type { MarketData } from '../data/market-data.ts';
import { ArgsPrecio } from './lesson-args.ts';
import { requireCalendarDate, requireTable, requireTicker } from './lesson-preconditions.ts';
import { pythonRound } from './python-round.ts';
import type { ToolDefinition } from './tool-kit-types.ts';
import { CLOSED_LOOKUP } from './tool-annotations.ts';

export const PrecioOutput = z.strictObject({
  ticker: z.string(),
  /** The session used, which may be before the date asked for (a Saturday gives Friday's close). */
  fecha: z.string(),
  cierre: z.number(),
});
export type PrecioResult = z.infer<typeof PrecioOutput>;

export function precio(data: MarketData, ticker: string, fecha: string): PrecioResult {
  requireTable(data, 'precios');
  requireTicker(data, ticker);
  requireCalendarDate(fecha);
  const close = data.closeOnOrBefore(ticker, fecha);
  if (!close) throw new Error(`sin datos hasta ${fecha}`);
  return { ticker, fecha: close.fecha, cierre: pythonRound(close.cierre, 2) };
}

export function precioTool(data: MarketData): ToolDefinition<ArgsPrecio> {
  return {
    name: 'precio',
    description: 'Cierre de una acción en una sesión (la última sesión en o antes de la fecha).',
    schema: ArgsPrecio,
    argsTitle: 'ArgsPrecio',
    annotations: CLOSED_LOOKUP,
    output: PrecioOutput,
    run: ({ ticker, fecha }) => precio(data, ticker, fecha),
  };
}
