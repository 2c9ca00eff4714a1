// The JSON Schema of a zod object in the exact shape pydantic v2's model_json_schema() prints it: a title per
// field (the name as Python's str.title() writes it), the model's title, keys sorted alphabetically except
// the fields under "properties" (declared order), no "$schema" nor "additionalProperties": false. Models are
// shown these bytes, and later token counts depend on them.
//
// Supported, as pydantic prints them: strings (pattern, minLength, maxLength), numbers and integers (bounds),
// booleans, enums and literals, arrays, `.nullable().default(null)` (pydantic's `Optional[X] = None`: anyOf
// with null), defaults, descriptions, and nested objects given an id with `.meta({ id: 'Condicion' })`,
// which go to "$defs" like pydantic's nested models.
import { z, type ZodObject } from 'zod';
import type { JsonSchema } from './tool-kit-types.ts';

type Node = { [key: string]: unknown };

/** Python's str.title(): a cased letter after another one is lowered, any other is raised. */
export function pythonTitle(text: string): string {
  let out = '';
  let previousCased = false;
  for (const ch of text) {
    const cased = ch.toLowerCase() !== ch.toUpperCase();
    out += cased ? (previousCased ? ch.toLowerCase() : ch.toUpperCase()) : ch;
    previousCased = cased;
  }
  return out;
}

/** pydantic's field title: `precio_max` → `Precio Max`. */
export function fieldTitle(name: string): string {
  return pythonTitle(name).replace(/_/g, ' ');
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

// zod bounds every z.int() by the safe-integer range; pydantic's int has no bounds.
function dropSafeIntBounds(node: Node): void {
  if (node.type !== 'integer') return;
  if (node.minimum === Number.MIN_SAFE_INTEGER) delete node.minimum;
  if (node.maximum === Number.MAX_SAFE_INTEGER) delete node.maximum;
}

/** zod's `type: ["string", "null"]` is pydantic's `anyOf: [{type: string, …constraints}, {type: null}]`. */
function nullableAsAnyOf(node: Node): Node {
  if (!Array.isArray(node.type) || !node.type.includes('null')) return node;
  const others = node.type.filter((t) => t !== 'null');
  const { default: fallback, description, title, type: _type, ...constraints } = node;
  const out: Node = {
    anyOf: [{ ...constraints, type: others.length === 1 ? others[0] : others }, { type: 'null' }],
  };
  if (fallback !== undefined) out.default = fallback;
  if (description !== undefined) out.description = description;
  if (title !== undefined) out.title = title;
  return out;
}

function convert(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convert);
  if (!isNode(value)) return value;
  let node: Node = { ...value };
  delete node.$schema;
  if (node.additionalProperties === false) delete node.additionalProperties;
  // A record of anything: pydantic's dict[str, Any].
  if (isNode(node.additionalProperties) && Object.keys(node.additionalProperties).length === 0) {
    node.additionalProperties = true;
  }
  if (isNode(node.propertyNames) && node.propertyNames.type === 'string' && Object.keys(node.propertyNames).length === 1) {
    delete node.propertyNames;
  }
  dropSafeIntBounds(node);
  node = nullableAsAnyOf(node);
  const out: Node = {};
  for (const [key, child] of Object.entries(node)) {
    if (key === 'properties' && isNode(child)) {
      const properties: Node = {};
      for (const [name, property] of Object.entries(child)) {
        const converted = convert(property) as Node;
        // pydantic titles every field except a bare reference to a nested model.
        const bareRef = Object.keys(converted).length === 1 && '$ref' in converted;
        properties[name] = bareRef ? converted : { ...converted, title: fieldTitle(name) };
      }
      out.properties = properties;
    } else if (key === '$defs' && isNode(child)) {
      out.$defs = Object.fromEntries(
        Object.entries(child).map(([id, def]) => [id, { ...(convert(def) as Node), title: id }]),
      );
    } else if (key === 'default') {
      out.default = child;
    } else {
      out[key] = convert(child);
    }
  }
  if (Array.isArray(out.required) && out.required.length === 0) delete out.required;
  return out;
}

/** pydantic's sort: every object's keys alphabetically, but not the fields under "properties" nor a default. */
function sortKeys(value: unknown, parentKey?: string): unknown {
  if (Array.isArray(value)) return value.map((item) => sortKeys(item, parentKey));
  if (!isNode(value)) return value;
  const keys = parentKey === 'properties' || parentKey === 'default' ? Object.keys(value) : Object.keys(value).sort();
  return Object.fromEntries(keys.map((key) => [key, sortKeys(value[key], key)]));
}

export function pydanticJsonSchema(schema: ZodObject, title: string): JsonSchema {
  const raw = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' });
  const converted = convert(raw) as Node;
  return sortKeys({ ...converted, title }) as JsonSchema;
}
