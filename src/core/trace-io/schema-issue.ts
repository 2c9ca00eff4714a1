// A schema error said so that someone can open the file and find it: which run (and its label), which event or
// stage (and its type), which field, what was expected and what is there. zod gives the path; the file itself
// gives the labels and types met along it.
import type { z } from 'zod';
import type { Bilingual } from '../i18n/bilingual.ts';
import { isRecord } from '../json/json-value.ts';

type Issue = z.core.$ZodIssue;

/** An issue with its path from the file's root (a union's own issues are relative to the union). */
interface Located {
  issue: Issue;
  path: PropertyKey[];
}

/** The message for the first thing wrong in `root` (parsed JSON), out of zod's `issues` for it. */
export function schemaIssueMessage(root: unknown, issues: readonly Issue[]): Bilingual {
  const first = issues[0];
  const located = first ? innermost(root, { issue: first, path: first.path }) : undefined;
  if (!located) return { en: 'This trace file does not follow the lab format.', es: 'Este archivo de traza no sigue el formato del laboratorio.' };
  const where = placeOf(root, located.path);
  const problem = problemOf(root, located);
  return {
    en: `This file does not follow the lab's trace format: ${where.en ? `in ${where.en}, ` : ''}${problem.en}.`,
    es: `Este archivo no sigue el formato de traza del laboratorio: ${where.es ? `en ${where.es}, ` : ''}${problem.es}.`,
  };
}

/**
 * Through a union that no option matched, the option that got furthest into the value: the one the file meant.
 * A run with a broken event fails as a trace deep in its events, and as a plan at its first key; an output
 * `{"error": 5}` fails as an error whose text is not one, and as a result with a key it does not know, which
 * counts as reaching a little less far than a key the option knows. On a tie, the option with fewer issues.
 */
function innermost(root: unknown, located: Located): Located {
  const { issue, path } = located;
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return located;
  const options = issue.errors.filter((option) => option.length > 0).map((option) => option.map((i) => ({ issue: i, path: [...path, ...i.path] })));
  const reach = (option: readonly Located[]) => Math.max(...option.map((l) => reachOf(root, innermost(root, l))));
  options.sort((a, b) => reach(b) - reach(a) || a.length - b.length);
  const chosen = options[0]?.[0];
  return chosen ? innermost(root, chosen) : located;
}

/** How many keys of an issue's path the value has (a key it has but the format does not counts half). */
function reachOf(root: unknown, { issue, path }: Located): number {
  let depth = 0;
  let value = root;
  for (const key of path) {
    if ((!isRecord(value) && !Array.isArray(value)) || !Object.hasOwn(value, key)) return depth;
    value = (value as Record<PropertyKey, unknown>)[key];
    depth += 1;
  }
  return issue.code === 'unrecognized_keys' ? depth + 0.5 : depth;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (!isRecord(value) && !Array.isArray(value)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** How each kind of item a path goes through is named, with the text field that tells it apart. */
const ITEMS = new Map<PropertyKey, { name: string; say: (index: string, value: string) => Bilingual }>([
  ['runs', { name: 'label', say: (index, label) => ({ en: `${index} ("${label}")`, es: `${index} («${label}»)` }) }],
  ['events', { name: 'type', say: (index, type) => ({ en: `${index} (a "${type}" event)`, es: `${index} (un evento «${type}»)` }) }],
  ['stages', { name: 'stage', say: (index, stage) => ({ en: `${index} (the "${stage}" stage)`, es: `${index} (la etapa «${stage}»)` }) }],
]);

/** `runs[1] ("Gemini"), events[5] (a "result" event)`: the run and the event or stage a path goes through. */
function placeOf(root: unknown, path: readonly PropertyKey[]): Bilingual {
  const parts: Bilingual[] = [];
  for (let i = 0; i < path.length - 1; i++) {
    const [key, index] = [path[i], path[i + 1]];
    const kind = key === undefined ? undefined : ITEMS.get(key);
    if (!kind || typeof index !== 'number') continue;
    const item = valueAt(root, path.slice(0, i + 2));
    const value = isRecord(item) ? item[kind.name] : undefined;
    const at = `${String(key)}[${index}]`;
    parts.push(typeof value === 'string' ? kind.say(at, value) : { en: at, es: at });
  }
  return { en: parts.map((p) => p.en).join(', '), es: parts.map((p) => p.es).join(', ') };
}

/** The path below the last run, event or stage it goes through: `exchange.status`, `findings[0].code`. */
function fieldOf(path: readonly PropertyKey[]): string {
  let start = 0;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i];
    if (key !== undefined && ITEMS.has(key) && typeof path[i + 1] === 'number') start = i + 2;
  }
  // Below a run, its trace is implied (unless the trace itself is what is wrong).
  if ((path[start] === 'trace' || path[start] === 'planTrace') && path.length > start + 1) start += 1;
  return path
    .slice(start)
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

function problemOf(root: unknown, { issue, path }: Located): Bilingual {
  const field = fieldOf(path);
  const found = valueAt(root, path);
  const expected = expectedOf(issue);
  if (found === undefined && expected !== undefined) {
    return { en: `the field "${field}" is missing (expected ${expected.en})`, es: `falta el campo «${field}» (se esperaba ${expected.es})` };
  }
  const name = fieldName(field);
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => fieldOf([...path, key]));
    const one = keys.length === 1;
    return {
      en: `${one ? 'the field' : 'the fields'} ${keys.map((k) => `"${k}"`).join(', ')} ${one ? 'is' : 'are'} not in the format`,
      es: `${one ? 'el campo' : 'los campos'} ${keys.map((k) => `«${k}»`).join(', ')} no ${one ? 'está' : 'están'} en el formato`,
    };
  }
  if (issue.code === 'too_small' && issue.origin === 'array') return { en: `${name.en} is empty`, es: `${name.es} está vacío` };
  if (expected !== undefined) {
    const value = valueName(found);
    return { en: `${name.en} should be ${expected.en}, not ${value.en}`, es: `${name.es} debería ser ${expected.es}, no ${value.es}` };
  }
  return { en: `${name.en}: ${issue.message}`, es: `${name.es}: ${issue.message}` };
}

/** What the format wants where the issue is, when zod says so. */
function expectedOf(issue: Issue): Bilingual | undefined {
  if (issue.code === 'invalid_type') return typeName(issue.expected);
  if (issue.code === 'invalid_value') return oneOf(issue.values);
  // A discriminated union whose key (its path's last) has none of its options' values.
  if (issue.code === 'invalid_union' && issue.discriminator !== undefined && 'options' in issue && issue.options) return oneOf(issue.options);
  return undefined;
}

function oneOf(values: readonly unknown[]): Bilingual {
  const list = values.map(shown).join(', ');
  return values.length === 1 ? { en: list, es: list } : { en: `one of ${list}`, es: `uno de ${list}` };
}

function fieldName(field: string): Bilingual {
  return field ? { en: `the field "${field}"`, es: `el campo «${field}»` } : { en: 'it', es: 'el valor' };
}

const TYPE_NAMES: Record<string, Bilingual> = {
  string: { en: 'a string', es: 'un texto' },
  number: { en: 'a number', es: 'un número' },
  boolean: { en: 'true or false', es: 'true o false' },
  object: { en: 'an object', es: 'un objeto' },
  record: { en: 'an object', es: 'un objeto' },
  array: { en: 'an array', es: 'una lista' },
};

function typeName(expected: string): Bilingual {
  return TYPE_NAMES[expected] ?? { en: expected, es: expected };
}

/** What is in the file instead: its JSON type, and the value itself when it is short to say. */
function valueName(value: unknown): Bilingual {
  if (value === null || typeof value === 'boolean') return { en: String(value), es: String(value) };
  const type = typeName(Array.isArray(value) ? 'array' : typeof value);
  return typeof value === 'string' || typeof value === 'number' ? { en: `${type.en} (${shown(value)})`, es: `${type.es} (${shown(value)})` } : type;
}

/** A value as it appears in the file, cut short. */
function shown(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}
