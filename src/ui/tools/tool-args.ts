// The tools page's arguments: the raw JSON text (kept as typed, even when invalid, so nothing is lost) and the
// form fields generated from the tool's JSON Schema.
import type { JsonSchema } from '../../core/tools/index.ts';
import { errorMessage } from '../../core/errors/index.ts';

export type ParsedArgs = { ok: true; value: unknown } | { ok: false; message: string };

export function parseArgs(raw: string): ParsedArgs {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch (err) {
    return { ok: false, message: errorMessage(err) };
  }
}

export interface SchemaField {
  name: string;
  title: string;
  type: string;
  pattern?: string;
  required: boolean;
}

/** One field per property of an object schema, in the schema's order. */
export function schemaFields(schema: JsonSchema): SchemaField[] {
  const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  return Object.entries(props).map(([name, p]) => ({
    name,
    title: typeof p.title === 'string' ? p.title : name,
    type: typeof p.type === 'string' ? p.type : 'string',
    ...(typeof p.pattern === 'string' ? { pattern: p.pattern } : {}),
    required: required.includes(name),
  }));
}

/** A form field's text as the argument's value: numbers for numeric fields when the text is one, else the text. */
export function fieldValue(field: SchemaField, text: string): unknown {
  if ((field.type === 'number' || field.type === 'integer') && text.trim() !== '' && Number.isFinite(Number(text))) {
    return Number(text);
  }
  return text;
}

/** The text a form field shows for an argument's current value. */
export function fieldText(args: unknown, name: string): string {
  if (args === null || typeof args !== 'object' || Array.isArray(args)) return '';
  const v = (args as Record<string, unknown>)[name];
  if (v === undefined) return '';
  return typeof v === 'string' ? v : JSON.stringify(v);
}

/** The raw text as an arguments object (empty text counts as `{}`); undefined when it is not a JSON object. */
export function argsObject(raw: string): Record<string, unknown> | undefined {
  const parsed = parseArgs(raw.trim() === '' ? '{}' : raw);
  if (!parsed.ok || parsed.value === null || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return undefined;
  return parsed.value as Record<string, unknown>;
}

/** The raw JSON with one argument set (an empty text removes it); undefined when the raw text is not a JSON object. */
export function withArg(raw: string, field: SchemaField, text: string): string | undefined {
  const current = argsObject(raw);
  if (!current) return undefined;
  const next: Record<string, unknown> = { ...current };
  if (text === '') delete next[field.name];
  else next[field.name] = fieldValue(field, text);
  return JSON.stringify(next);
}
