// OpenAI's Responses and Chat Completions bodies checked against the schemas of openai-openapi, vendored in
// third_party/openai-openapi/schemas.json, turned into zod validators by zod's own JSON Schema reader.
import { readFileSync } from 'node:fs';
import { z } from 'zod';

const vendored = JSON.parse(readFileSync(new URL('../../../../../third_party/openai-openapi/schemas.json', import.meta.url), 'utf8')) as {
  $defs: Record<string, unknown>;
};

/** The validator of one of the vendored roots (Response, CreateChatCompletionResponse, ErrorResponse…). */
export function openAiSchema(name: string): z.ZodType {
  if (!(name in vendored.$defs)) throw new Error(`no vendored OpenAI schema ${name}`);
  return z.fromJSONSchema({ $schema: 'https://json-schema.org/draft/2020-12/schema', $ref: `#/$defs/${name}`, $defs: vendored.$defs } as never);
}
