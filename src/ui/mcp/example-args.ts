// The arguments a hand call starts from: every required key of a tool's input schema with a placeholder of its type
// (the schema's own example, default or first allowed value where it gives one), so a student edits values rather
// than types the shape out.
import type { JsonSchema } from '../../core/tools/index.ts';

/** How deep nested objects are filled in (a schema that refers to itself would never end). */
const MAX_DEPTH = 4;

/** @example exampleArgs({ type: 'object', properties: { ticker: { type: 'string' } }, required: ['ticker'] }) // { ticker: '' } */
export function exampleArgs(schema: JsonSchema): Record<string, unknown> {
  const value = exampleOf(schema, schema, 0);
  return isRecord(value) ? value : {};
}

function exampleOf(schema: JsonSchema, root: JsonSchema, depth: number): unknown {
  const own = resolved(schema, root);
  if (Array.isArray(own.examples) && own.examples.length > 0) return own.examples[0];
  if ('default' in own) return own.default;
  if ('const' in own) return own.const;
  if (Array.isArray(own.enum) && own.enum.length > 0) return own.enum[0];
  const branches = [own.anyOf, own.oneOf, own.allOf].find(Array.isArray) as unknown[] | undefined;
  if (branches) {
    const first = branches.filter(isRecord).find((b) => b.type !== 'null');
    return first ? exampleOf(first, root, depth) : null;
  }
  switch (typeOf(own)) {
    case 'string':
      return stringExample(own);
    case 'number':
    case 'integer':
      return typeof own.minimum === 'number' ? own.minimum : 0;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'null':
      return null;
    case 'object':
      return depth >= MAX_DEPTH ? {} : objectExample(own, root, depth);
    default:
      return '';
  }
}

function objectExample(schema: JsonSchema, root: JsonSchema, depth: number): Record<string, unknown> {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required.filter((k): k is string => typeof k === 'string') : [];
  return Object.fromEntries(required.map((key) => [key, exampleOf(isRecord(properties[key]) ? properties[key] : {}, root, depth + 1)]));
}

/** A date where the schema asks for one (by format, or by a pattern a date matches); else empty. */
function stringExample(schema: JsonSchema): string {
  if (schema.format === 'date-time') return '2024-03-15T00:00:00Z';
  if (schema.format === 'date' || (typeof schema.pattern === 'string' && matches(schema.pattern, '2024-03-15'))) return '2024-03-15';
  return '';
}

function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return false;
  }
}

/** The schema's type (the first that is not null, where it lists several); an object's, where it has properties. */
function typeOf(schema: JsonSchema): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (typeof type === 'string') return type;
  return isRecord(schema.properties) ? 'object' : undefined;
}

/** A `$ref` to the root's `$defs` (pydantic's nested models) read as the schema it names. */
function resolved(schema: JsonSchema, root: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = /^#\/(?:\$defs|definitions)\/(.+)$/.exec(ref)?.[1];
  const defs = isRecord(root.$defs) ? root.$defs : isRecord(root.definitions) ? root.definitions : {};
  const target = name === undefined ? undefined : defs[name];
  return isRecord(target) ? target : {};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
