// Writes third_party/openai-openapi/schemas.json: the component schemas of OpenAI's OpenAPI description that the
// simulators' responses are validated against (the Response, chat completion and error objects, their stream
// events, and every schema they reference), as JSON Schema `$defs`, without descriptions, examples and x- keys.
// Run: npx tsx scripts/vendor/openai-schemas.ts <path to openai-openapi's openapi.json>
import { readFileSync, writeFileSync } from 'node:fs';

export const OPENAI_ROOTS = ['Response', 'ResponseStreamEvent', 'CreateChatCompletionResponse', 'CreateChatCompletionStreamResponse', 'ErrorResponse'];

const DROPPED = new Set(['description', 'example', 'examples', 'title']);

/**
 * A schema without its prose; property names are kept whatever they are called. A few schemas still say
 * OpenAPI 3.0's `nullable: true`, which JSON Schema does not know: written as 3.1 does, `null` among the types.
 */
function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(strip);
  if (typeof value !== 'object' || value === null) return value;
  const schema = value as Record<string, unknown>;
  if (schema.nullable === true && typeof schema.type === 'string') {
    const { nullable: _, ...rest } = schema;
    return strip({ ...rest, type: [schema.type, 'null'], ...(Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {}) });
  }
  if (schema.nullable === true && typeof schema.$ref === 'string') return { anyOf: [{ $ref: schema.$ref }, { type: 'null' }] };
  const entries = Object.entries(value).filter(([key]) => !DROPPED.has(key) && !key.startsWith('x-'));
  return Object.fromEntries(
    entries.map(([key, v]) => [key, key === 'properties' ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, strip(s)])) : strip(v)]),
  );
}

function closure(schemas: Record<string, unknown>, roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const name = stack.pop() as string;
    if (seen.has(name)) continue;
    if (!(name in schemas)) throw new Error(`no schema ${name}`);
    seen.add(name);
    for (const match of JSON.stringify(schemas[name]).matchAll(/#\/components\/schemas\/([\w.-]+)/g)) stack.push(match[1] as string);
  }
  return [...seen].sort();
}

const [source] = process.argv.slice(2);
if (!source) throw new Error('usage: tsx scripts/vendor/openai-schemas.ts <openapi.json>');
const spec = JSON.parse(readFileSync(source, 'utf8')) as { info: { version: string }; components: { schemas: Record<string, unknown> } };
const schemas = spec.components.schemas;
const defs = Object.fromEntries(closure(schemas, OPENAI_ROOTS).map((name) => [name, strip(schemas[name])]));
const text = JSON.stringify({ openapiVersion: spec.info.version, roots: OPENAI_ROOTS, $defs: defs }, null, 1).replaceAll('#/components/schemas/', '#/$defs/');
writeFileSync('third_party/openai-openapi/schemas.json', `${text}\n`);
console.log(`${Object.keys(defs).length} schemas, ${text.length} bytes`);
