// How the policy reads a tool result as the simulators hand it over: parsed JSON (`{"resultado": …}` or
// `{"error": …}`), or text when it was not JSON, which is what a capped output becomes (the cap cuts the JSON
// and appends its marker). Headlines are still read from such text, up to where it was cut.
import { isRecord } from '../json/json-value.ts';

export function errorIn(output: unknown): string | undefined {
  if (isRecord(output) && typeof output.error === 'string') return output.error;
  if (typeof output === 'string') return /"error":\s*"((?:[^"\\]|\\.)*)"/.exec(output)?.[1];
  return undefined;
}

export function resultIn(output: unknown): unknown {
  return isRecord(output) && 'resultado' in output ? output.resultado : undefined;
}

export function closeIn(output: unknown): { fecha: string; cierre: number } | undefined {
  const r = resultIn(output);
  if (!isRecord(r) || typeof r.cierre !== 'number' || typeof r.fecha !== 'string') return undefined;
  return { fecha: r.fecha, cierre: r.cierre };
}

export function numberIn(output: unknown): number | undefined {
  const r = resultIn(output);
  return typeof r === 'number' ? r : undefined;
}

export function changeIn(output: unknown): number | undefined {
  const r = resultIn(output);
  return isRecord(r) && typeof r.variacion_pct === 'number' ? r.variacion_pct : undefined;
}

export interface ReadHeadline {
  fecha: string;
  titular: string;
}

/** The headlines of a news result: from the parsed list, or from the text a cap left. */
export function headlinesIn(output: unknown): ReadHeadline[] {
  const r = resultIn(output);
  if (Array.isArray(r)) {
    return r.filter(isRecord).flatMap((h) => (typeof h.fecha === 'string' && typeof h.titular === 'string' ? [{ fecha: h.fecha, titular: h.titular }] : []));
  }
  if (typeof output !== 'string') return [];
  const out: ReadHeadline[] = [];
  for (const m of output.matchAll(/"fecha":\s*"(\d{4}-\d{2}-\d{2})",\s*"titular":\s*("(?:[^"\\]|\\.)*")/g)) {
    out.push({ fecha: m[1] as string, titular: JSON.parse(m[2] as string) as string });
  }
  return out;
}
