// A JSON value as a tool's parameters schema allows it, the part of the tool-call grammar that reads JSON Schema:
// type (one or several), const, enum, anyOf/oneOf, $ref into the schema's $defs, objects (properties, required),
// arrays (items, minItems, maxItems), strings (json-string.ts) and numbers (json-number.ts). Keywords it does not
// know are ignored, and a schema it cannot read allows any value: the grammar may let too much through, never block.
// Whitespace only as an optional single space after `:` and `,`.
import type { JsonSchema } from '../../core/tools/tool-kit-types.ts';
import { literal, optionalSpace, union, type GrammarState, type Next } from './grammar-state.ts';
import { jsonNumber, numberRule } from './json-number.ts';
import { jsonString, stringRule } from './json-string.ts';

/** The start of a value, given what follows it. */
export type ValueGrammar = (next: Next) => GrammarState | null;

/** The value `schema` allows; `$ref`s resolve in `root`'s `$defs` (or `definitions`). */
export function schemaValue(schema: unknown, root: JsonSchema): ValueGrammar {
  if (!isObject(schema)) return anyValue;
  const reference = typeof schema.$ref === 'string' ? /^#\/(\$defs|definitions)\/(.+)$/.exec(schema.$ref) : null;
  if (reference) {
    const target = (root[reference[1]!] as Record<string, unknown> | undefined)?.[reference[2]!];
    if (target === undefined) return anyValue;
    // Read only when such a value starts (then kept), so a recursive schema stays finite.
    let resolved: ValueGrammar | undefined;
    return (next) => (resolved ??= schemaValue(target, root))(next);
  }
  if ('const' in schema) return exactly([schema.const]);
  if (Array.isArray(schema.enum)) return exactly(schema.enum);
  const alternatives = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null;
  if (alternatives) return either(alternatives.map((alternative) => schemaValue(alternative, root)));
  const types = Array.isArray(schema.type) ? schema.type : typeof schema.type === 'string' ? [schema.type] : impliedTypes(schema);
  if (types.length === 0) return anyValue;
  return either(types.map((type) => typedValue(String(type), schema, root)));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Without `type`, `properties` still says object and `items` array. */
function impliedTypes(schema: Record<string, unknown>): string[] {
  if (isObject(schema.properties)) return ['object'];
  if (schema.items !== undefined) return ['array'];
  return [];
}

function typedValue(type: string, schema: Record<string, unknown>, root: JsonSchema): ValueGrammar {
  switch (type) {
    case 'string': {
      const rule = stringRule(schema);
      return (next) => jsonString(next, rule);
    }
    case 'integer':
    case 'number': {
      const rule = numberRule(schema, type === 'integer');
      return (next) => jsonNumber(next, rule);
    }
    case 'boolean':
      return exactly([true, false]);
    case 'null':
      return exactly([null]);
    case 'object':
      return isObject(schema.properties) ? objectValue(schema, schema.properties, root) : anyObject;
    case 'array':
      return arrayValue(schema.items === undefined ? anyValue : schemaValue(schema.items, root), schema);
    default:
      return anyValue;
  }
}

function either(grammars: readonly ValueGrammar[]): ValueGrammar {
  return (next) => union(grammars.map((grammar) => grammar(next)));
}

/** One of some values, each written exactly as JSON.stringify writes it. */
function exactly(values: readonly unknown[]): ValueGrammar {
  return (next) => union(values.map((value) => literal(JSON.stringify(value) ?? 'null', next)));
}

/** Any JSON value at all. */
const anyValue: ValueGrammar = (next) =>
  union([
    jsonString(next),
    jsonNumber(next, { integer: false }),
    anyObject(next),
    arrayValue(anyValue, {})(next),
    exactly([true, false, null])(next),
  ]);

/**
 * An object with the schema's properties only, each at most once and in any order, closed only once every
 * required one is there. Which keys are written so far is a bit set over the properties.
 */
function objectValue(schema: Record<string, unknown>, properties: Record<string, unknown>, root: JsonSchema): ValueGrammar {
  const keys = Object.keys(properties);
  if (keys.length > 30) return anyObject; // the written keys are a 32-bit set
  const values = keys.map((key) => schemaValue(properties[key], root));
  const requiredKeys = Array.isArray(schema.required) ? schema.required : [];
  const required = keys.reduce((bits, key, i) => (requiredKeys.includes(key) ? bits | (1 << i) : bits), 0);
  const all = (1 << keys.length) - 1;

  return (next) => {
    const close = (written: number) => ((written & required) === required ? literal('}', next) : null);
    /** `"key": value` for each key not written yet. */
    const member = (written: number): GrammarState | null =>
      union(
        keys.map((key, i) =>
          written & (1 << i)
            ? null
            : literal(JSON.stringify(key) + ':', () => optionalSpace(() => values[i]!(() => afterMember(written | (1 << i))))),
        ),
      );
    const afterMember = (written: number) =>
      union([written === all ? null : literal(',', () => optionalSpace(() => member(written))), close(written)]);
    return literal('{', () => union([member(0), close(0)]));
  };
}

/** An object with any keys and values (no `properties` given). */
const anyObject: ValueGrammar = (next) => {
  const member = (): GrammarState | null =>
    jsonString(() => literal(':', () => optionalSpace(() => anyValue(afterMember))));
  const afterMember = () => union([literal(',', () => optionalSpace(member)), literal('}', next)]);
  return literal('{', () => union([member(), literal('}', next)]));
};

/** `[`, items each as `item` allows, `]`; as many as minItems and maxItems allow. */
function arrayValue(item: ValueGrammar, schema: Record<string, unknown>): ValueGrammar {
  const minItems = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const maxItems = typeof schema.maxItems === 'number' ? schema.maxItems : Infinity;
  return (next) => {
    const close = (count: number) => (count >= minItems ? literal(']', next) : null);
    const afterItem = (count: number): GrammarState | null =>
      union([count < maxItems ? literal(',', () => optionalSpace(() => item(() => afterItem(count + 1)))) : null, close(count)]);
    return literal('[', () => union([maxItems > 0 ? item(() => afterItem(1)) : null, close(0)]));
  };
}
