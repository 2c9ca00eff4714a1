// Stage 1's output: the three parameters of "change in a price between two dates". They are the lesson's
// ArgsVariacion, validated by the same schema and worded with the same pydantic messages as the tools' errors,
// so the model reads here the kind of error it reads in the loop.
import { ArgsVariacion } from '../../tools/lesson-args.ts';
import { pydanticIssues } from '../../tools/pydantic-messages.ts';

export type ChangeParams = ArgsVariacion;

export type ParsedParams = { ok: true; params: ChangeParams } | { ok: false; error: string };

/**
 * Reads the model's reply. The JSON object is taken from the first `{` to the last `}`, since small models wrap
 * it in prose or code fences; what is not a JSON object there is invalid JSON. Keys the schema does not declare
 * are dropped (pydantic's default). Errors are in Spanish: they go back to the model.
 * @example parseChangeParams('{"ticker": "BUSI", "desde": "15/03/2024", "hasta": "2024-03-22"}')
 *   // { ok: false, error: "argumentos no válidos: desde: String should match pattern '^\\d{4}-\\d{2}-\\d{2}$'" }
 */
export function parseChangeParams(reply: string): ParsedParams {
  const start = reply.indexOf('{');
  const end = reply.lastIndexOf('}');
  if (start < 0 || end < start) return { ok: false, error: 'JSON no válido: no hay ningún objeto {…}' };
  let value: unknown;
  try {
    value = JSON.parse(reply.slice(start, end + 1));
  } catch {
    return { ok: false, error: 'JSON no válido' };
  }
  const checked = ArgsVariacion.safeParse(value);
  if (checked.success) return { ok: true, params: checked.data };
  const issues = pydanticIssues(checked.error.issues, value, ArgsVariacion, 'ArgsVariacion');
  return { ok: false, error: `argumentos no válidos: ${issues.map((i) => (i.field ? `${i.field}: ${i.message}` : i.message)).join('; ')}` };
}
