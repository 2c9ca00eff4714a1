// A tokenizer without its model, in a worker of its own (the page's prompt view): the exact prompt each step
// would send and its token count, by the same chat-template code the loaded model renders with
// (chat-template.ts), so the preview cannot drift from what the model reads. No ONNX session is ever created here.
import { env, type PreTrainedTokenizer } from '@huggingface/transformers';
import { promptTokenIds, renderPrompt, type ChatMessage, type RenderOptions, type TemplateTool } from '../chat-template.ts';
import { loadFailureMessage, useModelSource } from '../engine/model-source.ts';
import { tokenizerOnce } from '../engine/tokenizer-once.ts';
import type { RenderedPrompt } from '../generator.ts';
import type { TokenizerRequest } from '../shipped-tokenizer.ts';
import type { LoadedTokenizer } from './protocol.ts';

let tokenizer: PreTrainedTokenizer | null = null;

/** transformers.js's fetch, answering the files the page passed (by name) from memory. */
function withFiles(fetch: typeof env.fetch, files: Readonly<Record<string, string>>): typeof env.fetch {
  return (input, init) => {
    const name = String(input).split('?')[0]?.split('/').pop() ?? '';
    const body = files[name];
    return body === undefined ? fetch(input, init) : Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
  };
}

export async function loadTokenizer(request: TokenizerRequest): Promise<LoadedTokenizer> {
  tokenizer = null;
  useModelSource(request);
  // The shipped files are the site's own (precached by its worker); a Hub model's go to transformers.js's cache.
  env.useBrowserCache = !request.shipped;
  const fetch = env.fetch;
  if (request.files) env.fetch = withFiles(fetch, request.files);
  const started = performance.now();
  try {
    tokenizer = await tokenizerOnce(request);
  } catch (error) {
    throw new Error(loadFailureMessage(request, [error]), { cause: error });
  } finally {
    env.fetch = fetch;
  }
  return { model: request.model, loadMs: performance.now() - started };
}

export function previewPrompt(messages: ChatMessage[], tools: TemplateTool[], options?: RenderOptions): RenderedPrompt {
  if (!tokenizer) throw new Error('no tokenizer is loaded: load one first');
  const prompt = renderPrompt(tokenizer, messages, tools, options);
  return { prompt, tokens: promptTokenIds(tokenizer, prompt).length };
}
