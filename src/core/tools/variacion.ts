// variacion(ticker, desde, hasta): both closes with their sessions and the change in percent, computed in
// code so the model never does the arithmetic (the lesson's planning step).
import { z } from 'zod';
import type { MarketData } from '../data/market-data.ts';
import { ArgsVariacion } from './lesson-args.ts';
import { precio, PrecioOutput } from './precio.ts';
import { pythonRound } from './python-round.ts';
import type { ToolDefinition } from './tool-kit-types.ts';
import { CLOSED_LOOKUP } from './tool-annotations.ts';

export const VariacionOutput = z.strictObject({ desde: PrecioOutput, hasta: PrecioOutput, variacion_pct: z.number() });
export type VariacionResult = z.infer<typeof VariacionOutput>;

export function variacion(data: MarketData, ticker: string, desde: string, hasta: string): VariacionResult {
  const a = precio(data, ticker, desde);
  const b = precio(data, ticker, hasta);
  if (a.cierre === 0) throw new Error('división por cero');
  return { desde: a, hasta: b, variacion_pct: pythonRound(100 * (b.cierre / a.cierre - 1), 2) };
}

export function variacionTool(data: MarketData): ToolDefinition<ArgsVariacion> {
  return {
    name: 'variacion',
    description:
      'Variación porcentual del cierre de una acción entre dos fechas (AAAA-MM-DD), calculada con los dos cierres.',
    schema: ArgsVariacion,
    argsTitle: 'ArgsVariacion',
    annotations: CLOSED_LOOKUP,
    output: VariacionOutput,
    run: ({ ticker, desde, hasta }) => variacion(data, ticker, desde, hasta),
  };
}
