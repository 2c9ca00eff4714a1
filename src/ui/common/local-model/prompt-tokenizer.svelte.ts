// The prompt view's tokenizer: a model worker of its own that only ever reads a tokenizer (llm/worker/
// tokenizer-host.ts), never weights, so the exact prompts and token counts show before, and without, a Load, and
// a Load, a cancel or a crash of the model's worker never touches it. Requests run one at a time: a tokenizer is
// read when the source changes, then each render uses it. The page reads a shipped tokenizer's files itself.
import type { ChatMessage, RenderOptions, TemplateTool } from '../../../llm/chat-template.ts';
import type { RenderedPrompt } from '../../../llm/generator.ts';
import { shippedFileUrl, SHIPPED_TOKENIZER_FILES, tokenizerKey, type TokenizerSource } from '../../../llm/shipped-tokenizer.ts';
import { ModelWorkerClient, type WorkerPort } from '../../../llm/worker/client/model-worker-client.ts';
import { spawnModelWorker } from '../../../llm/worker/client/spawn-model-worker.ts';
import { errorMessage } from '../../../core/errors/index.ts';

export type TokenizerPhase = 'idle' | 'loading' | 'ready' | 'failed';

export class PromptTokenizer {
  phase = $state<TokenizerPhase>('idle');
  error = $state<string | null>(null);
  /** The tokenizer read, and how long it took. */
  loaded = $state<{ source: TokenizerSource; loadMs: number } | null>(null);
  // Not reactive: the queue, and which tokenizer the worker holds.
  #queue: Promise<unknown> = Promise.resolve();
  #key: string | null = null;
  readonly #client: ModelWorkerClient;

  constructor(spawn: () => WorkerPort = spawnModelWorker) {
    this.#client = new ModelWorkerClient(spawn);
  }

  /** The conversation as `source`'s tokenizer and chat template render it; rejects with why it could not. */
  render(source: TokenizerSource, messages: readonly ChatMessage[], tools: readonly TemplateTool[], options?: RenderOptions): Promise<RenderedPrompt> {
    const work = this.#queue.then(async () => {
      await this.#read(source);
      return this.#client.preview(messages, tools, options);
    });
    this.#queue = work.catch(() => undefined);
    return work;
  }

  async #read(source: TokenizerSource): Promise<void> {
    const key = tokenizerKey(source);
    if (this.#key === key) return;
    this.#key = null;
    this.phase = 'loading';
    this.error = null;
    try {
      const files = source.shipped ? await shippedFiles(source) : undefined;
      const { loadMs } = await this.#client.loadTokenizer({ ...source, ...(files ? { files } : {}) });
      this.#key = key;
      this.loaded = { source, loadMs };
      this.phase = 'ready';
    } catch (error) {
      this.error = errorMessage(error);
      this.phase = 'failed';
      // A worker that died is replaced, so the next render tries again on a fresh one.
      if (this.#client.crashed) this.#client.restart();
      throw error;
    }
  }
}

/**
 * A shipped tokenizer's files, read by the page: its fetches reach the site worker's precache (offline too), which a
 * worker's own fetches do not in Chromium.
 */
async function shippedFiles(source: TokenizerSource): Promise<Record<string, string>> {
  const entries = await Promise.all(
    SHIPPED_TOKENIZER_FILES.map(async (name) => {
      const url = shippedFileUrl(source, name, location.href);
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status} ${response.statusText}`);
      return [name, await response.text()] as const;
    }),
  );
  return Object.fromEntries(entries);
}
