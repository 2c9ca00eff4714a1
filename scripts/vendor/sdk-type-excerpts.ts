// Writes the excerpts of the Anthropic and Google GenAI SDKs' type definitions that the lab's zod schemas for
// their wire shapes are derived from (tests/unit/core/sim/wire-schemas/): each named declaration copied as the
// installed SDK has it (line ends made \n), so that a review can read the schema next to its source.
// Run: npx tsx scripts/vendor/sdk-type-excerpts.ts
import { readFileSync, writeFileSync } from 'node:fs';

interface Excerpt {
  out: string;
  header: string;
  files: Record<string, readonly string[]>;
}

const EXCERPTS: readonly Excerpt[] = [
  {
    out: 'third_party/anthropic-sdk-types/messages-excerpt.d.ts',
    header: '@anthropic-ai/sdk',
    files: {
      'node_modules/@anthropic-ai/sdk/resources/messages/messages.d.ts': [
        'Message', 'ContentBlock', 'TextBlock', 'ToolUseBlock', 'DirectCaller', 'StopReason', 'RefusalStopDetails', 'Container',
        'Diagnostics', 'Usage', 'CacheCreation', 'OutputTokensDetails', 'ServerToolUsage', 'RawMessageStreamEvent',
        'RawMessageStartEvent', 'RawMessageDeltaEvent', 'MessageDeltaUsage', 'RawMessageStopEvent', 'RawContentBlockStartEvent',
        'RawContentBlockDeltaEvent', 'RawContentBlockDelta', 'RawContentBlockStopEvent', 'TextDelta', 'InputJSONDelta',
      ],
      'node_modules/@anthropic-ai/sdk/resources/shared.d.ts': [
        'ErrorResponse', 'ErrorObject', 'InvalidRequestErrorObject', 'AuthenticationErrorObject', 'NotFoundErrorObject',
        'APIErrorObject', 'GatewayTimeoutErrorObject',
      ],
    },
  },
  {
    out: 'third_party/google-genai-types/generate-content-excerpt.d.ts',
    header: '@google/genai',
    files: {
      'node_modules/@google/genai/dist/genai.d.ts': [
        'GenerateContentResponse', 'Candidate', 'Content', 'Part', 'FunctionCall', 'FinishReason',
        'GenerateContentResponseUsageMetadata', 'ModalityTokenCount', 'MediaModality',
      ],
    },
  },
];

/** The declaration of `name` in a .d.ts: an interface, class or enum up to its closing brace, or a type alias. */
function declaration(text: string, name: string): string {
  const start = new RegExp(`^(?:/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/\\n)?export (?:declare )?(?:interface|class|enum|type) ${name}\\b`, 'm').exec(text);
  if (!start) throw new Error(`no declaration of ${name}`);
  const from = start.index;
  const head = text.slice(from);
  const isType = new RegExp(`export (?:declare )?type ${name}\\b`).test(head.slice(0, head.indexOf(name) + name.length + 1));
  const end = isType ? head.search(/;\n/) + 2 : head.search(/\n}\n/) + 3;
  return head.slice(0, end);
}

for (const excerpt of EXCERPTS) {
  const pkg = JSON.parse(readFileSync(`node_modules/${excerpt.header}/package.json`, 'utf8')) as { version: string };
  const parts = [`// Excerpt of ${excerpt.header} ${pkg.version}'s type definitions (see README.md), copied unchanged.\n`];
  for (const [file, names] of Object.entries(excerpt.files)) {
    const text = readFileSync(file, 'utf8').replaceAll('\r\n', '\n');
    parts.push(`\n// From ${file.replace('node_modules/', '')}\n`);
    for (const name of names) parts.push(`\n${declaration(text, name)}`);
  }
  writeFileSync(excerpt.out, parts.join(''));
  console.log(excerpt.out, pkg.version);
}
