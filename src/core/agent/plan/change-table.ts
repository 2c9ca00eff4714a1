// Stage 2: the code computes the change, through the tool kit, following the lesson's plan step by step
// (start price, end price, calculation): two `precio` calls and one `calculadora` call, each one visible in the
// trace and checked by the verifier like any other call. (`variacion` would do the same in one call and hide
// the steps; the plan is the point here.)
import { z } from 'zod';
import type { RpcExchange } from '../../tools/rpc-exchange.ts';
import type { ToolKit } from '../../tools/tool-kit-types.ts';
import type { VerifiedCall } from '../verify/verify-input.ts';
import type { ChangeParams } from './change-params.ts';

/** One end of the change: the date asked for, the session the tool used and its close. */
export interface ChangeEnd {
  pedida: string;
  fecha: string;
  cierre: number;
}

export interface ChangeTable {
  ticker: string;
  desde: ChangeEnd;
  hasta: ChangeEnd;
  /** The calculator's result, as it returned it (4 decimals). */
  variacion_pct: number;
}

/** A call the program made, as the verifier reads it, with its `tools/call` exchange when an MCP server ran it. */
export interface ProgramCall extends VerifiedCall {
  rpc?: RpcExchange;
}

export interface ComputedChange {
  calls: ProgramCall[];
  /** null when a call failed; `error` says which and why. */
  table: ChangeTable | null;
  error?: string;
}

const closeResult = z.object({ fecha: z.string(), cierre: z.number() });

/**
 * `retry` says which failed calls (by their index in the stage's calls) the program asks once more: none in a run
 * without edits, where a tool's error is its answer to those arguments; a fork's edited error (plan-edits.ts).
 */
export async function computeChange(kit: ToolKit, params: ChangeParams, retry: (call: number) => boolean = () => false): Promise<ComputedChange> {
  const calls: ProgramCall[] = [];
  const ask = async (name: string, args: Record<string, unknown>): Promise<ProgramCall> => {
    const { output, label, rpc } = await kit.executeDetailedAsync(name, args);
    const made: ProgramCall = { name, args, output, ...(label ? { label } : {}), ...(rpc ? { rpc } : {}) };
    calls.push(made);
    return made;
  };
  const call = async (name: string, args: Record<string, unknown>): Promise<unknown> => {
    let made = await ask(name, args);
    if ('error' in made.output && retry(calls.length - 1)) made = await ask(name, args);
    return 'resultado' in made.output ? made.output.resultado : undefined;
  };
  const failure = (): ComputedChange => {
    const last = calls.at(-1);
    const why = last && 'error' in last.output ? last.output.error : 'resultado inesperado';
    return { calls, table: null, error: `${last?.name ?? '?'}: ${why}` };
  };

  const a = closeResult.safeParse(await call('precio', { ticker: params.ticker, fecha: params.desde }));
  if (!a.success) return failure();
  const b = closeResult.safeParse(await call('precio', { ticker: params.ticker, fecha: params.hasta }));
  if (!b.success) return failure();
  const pct = await call('calculadora', { expresion: `(${b.data.cierre}/${a.data.cierre} - 1)*100` });
  if (typeof pct !== 'number') return failure();
  return {
    calls,
    table: {
      ticker: params.ticker,
      desde: { pedida: params.desde, fecha: a.data.fecha, cierre: a.data.cierre },
      hasta: { pedida: params.hasta, fecha: b.data.fecha, cierre: b.data.cierre },
      variacion_pct: pct,
    },
  };
}

/** Whether the program's call `n` asked again for the call before it, which had failed (a fork's retry). */
export function askedAgain(calls: readonly VerifiedCall[], n: number): boolean {
  const [before, call] = [calls[n - 1], calls[n]];
  return before !== undefined && call !== undefined && 'error' in before.output && before.name === call.name && JSON.stringify(before.args) === JSON.stringify(call.args);
}

/**
 * The table as the writer reads it (Markdown, Spanish labels). The change is shown with two decimals; the
 * verifier compares it with the calculator's four within its tolerance.
 */
export function formatChangeTable(t: ChangeTable): string {
  const session = (end: ChangeEnd) => (end.fecha === end.pedida ? end.fecha : `${end.fecha} (pedida: ${end.pedida})`);
  return [
    '| dato | valor |',
    '|---|---|',
    `| ticker | ${t.ticker} |`,
    `| sesión inicial | ${session(t.desde)} |`,
    `| cierre inicial | ${t.desde.cierre} |`,
    `| sesión final | ${session(t.hasta)} |`,
    `| cierre final | ${t.hasta.cierre} |`,
    `| variación (%) | ${t.variacion_pct.toFixed(2)} |`,
  ].join('\n');
}
