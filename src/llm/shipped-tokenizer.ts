// Where the prompt view reads a model's tokenizer when the weights are not loaded: the default model's tokenizer
// ships with the site (scripts/vite/shipped-tokenizer.ts writes it into the build), so its prompts and token
// counts need neither the Hub nor a download; a `local:` model's comes from its own folder; any other Hub model's
// from the Hub (its two small tokenizer files, kept in the browser's model cache).
import type { ModelSource } from './engine/model-source.ts';
import { QWEN25_05B } from './model-registry.ts';

/** The folder, under the site's base, that holds the shipped tokenizer's files. */
export const SHIPPED_TOKENIZER_PARENT = 'tokenizers';
export const SHIPPED_TOKENIZER_NAME = 'Qwen2.5-0.5B-Instruct';
export const SHIPPED_TOKENIZER_DIR = `${SHIPPED_TOKENIZER_PARENT}/${SHIPPED_TOKENIZER_NAME}`;

/** The Hub model whose tokenizer the site ships. */
export const SHIPPED_TOKENIZER_MODEL = QWEN25_05B.id;

/** The files AutoTokenizer reads, which the build writes into that folder. */
export const SHIPPED_TOKENIZER_FILES = ['tokenizer.json', 'tokenizer_config.json'] as const;

export interface TokenizerSource extends ModelSource {
  /** Shipped with the site: served (and precached) by it; transformers.js's own cache would only duplicate it. */
  shipped: boolean;
}

/**
 * A tokenizer request to the worker. The page reads a shipped tokenizer's files itself and passes them on: a
 * worker's own fetches bypass the site's service worker in Chromium, so only the page reaches the precache offline.
 */
export interface TokenizerRequest extends TokenizerSource {
  files?: Record<string, string>;
}

/** Where the page fetches a shipped file from. */
export function shippedFileUrl(source: TokenizerSource, name: string, pageUrl: string): string {
  return new URL(`${source.localModelPath ?? ''}${source.model}/${name}`, pageUrl).href;
}

/**
 * The tokenizer of a model source.
 * @example tokenizerSource({ model: 'onnx-community/Qwen2.5-0.5B-Instruct' }, '/lab/') // { model: 'Qwen2.5-0.5B-Instruct', localModelPath: '/lab/tokenizers/', shipped: true }
 */
export function tokenizerSource(source: ModelSource, basePath: string): TokenizerSource {
  if (source.localModelPath === undefined && source.model === SHIPPED_TOKENIZER_MODEL) {
    return { model: SHIPPED_TOKENIZER_NAME, localModelPath: `${basePath}${SHIPPED_TOKENIZER_PARENT}/`, shipped: true };
  }
  return { ...source, shipped: false };
}

/** One key per tokenizer, to tell whether the loaded one is the one a source needs. */
export function tokenizerKey(source: TokenizerSource): string {
  return `${source.localModelPath ?? 'hub:'}${source.model}`;
}
