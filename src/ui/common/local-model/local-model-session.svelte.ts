// The page's view of the model worker, as reactive state: device report, loading phase and per-file progress,
// the loaded model, live tokens per second, errors and crashes. The components only read it and call its methods.
import type { DeviceChoice } from '../../../llm/device-choice.ts';
import type { LocalGenerator } from '../../../llm/generator.ts';
import type { ModelSource } from '../../../llm/engine/model-source.ts';
import { ModelWorkerClient, type ClientEvent } from '../../../llm/worker/client/model-worker-client.ts';
import type { DeviceReport, FileProgress, LoadedModel } from '../../../llm/worker/protocol.ts';
import { spawnModelWorker } from '../../../llm/worker/client/spawn-model-worker.ts';
import { errorMessage } from '../../../core/errors/index.ts';

export type SessionPhase = 'empty' | 'loading' | 'warm-up' | 'ready' | 'crashed';

export interface LiveGeneration {
  tokens: number;
  text: string;
  /** Decode speed after the first token, updated with every token. */
  tokensPerSecond: number | undefined;
}

export class LocalModelSession {
  // Not reactive: the generation the next one waits for.
  #turns: Promise<unknown> = Promise.resolve();
  report = $state<DeviceReport | null>(null);
  reportError = $state<string | null>(null);
  phase = $state<SessionPhase>('empty');
  /** The files of the current (or last) load, by name, in the order they started. */
  files = $state<Record<string, FileProgress>>({});
  loaded = $state<LoadedModel | null>(null);
  /** The source of the loaded model (or of the one loading). */
  source = $state<ModelSource | null>(null);
  error = $state<string | null>(null);
  crash = $state<string | null>(null);
  generating = $state(false);
  live = $state<LiveGeneration>({ tokens: 0, text: '', tokensPerSecond: undefined });

  private readonly client = new ModelWorkerClient(spawnModelWorker, (event) => this.onEvent(event));
  private firstTokenAt = 0;

  async check(): Promise<void> {
    try {
      this.report = await this.client.check();
      this.reportError = null;
    } catch (error) {
      this.reportError = errorMessage(error);
    }
  }

  async load(source: ModelSource, choice: DeviceChoice, threads: number | undefined): Promise<void> {
    this.error = null;
    this.files = {};
    this.loaded = null;
    this.source = source;
    this.phase = 'loading';
    try {
      this.loaded = await this.client.load({ ...source, device: choice.device, dtype: choice.dtype, ...(threads ? { threads } : {}) });
      this.phase = 'ready';
    } catch (error) {
      if (this.client.crashed) return;
      this.error = errorMessage(error);
      this.phase = 'empty';
    }
  }

  /** Frees the model and ends the worker (the only way a WASM heap gives its memory back). */
  async unload(): Promise<void> {
    try {
      await this.client.unload();
    } catch (error) {
      if (!this.client.crashed) this.error = errorMessage(error);
    }
    this.loaded = null;
    this.phase = this.client.crashed ? 'crashed' : 'empty';
  }

  async reset(): Promise<void> {
    await this.client.reset().catch(() => undefined);
  }

  interrupt(): void {
    this.client.interrupt().catch(() => undefined);
  }

  /** The lab's crash demonstration: an uncaught error inside the worker. */
  crashWorker(): void {
    this.client.crash().catch(() => undefined);
  }

  /** A fresh worker after a crash; the model must be loaded again. */
  restart(): void {
    this.client.restart();
    this.crash = null;
    this.loaded = null;
    this.phase = 'empty';
    void this.check();
  }

  /** The worker's model, with live token counts for the page. */
  /**
   * The model as a generator. Every generator of the session takes its turn: the worker runs one generation at a
   * time on one KV cache, so a run and a fork replayed beside it never interleave their generations.
   */
  generator(): LocalGenerator {
    const inner = this.client.generator();
    return {
      render: (messages, tools) => inner.render(messages, tools),
      generate: (prompt, options) => {
        const turn = this.#turns.then(async () => {
          this.live = { tokens: 0, text: '', tokensPerSecond: undefined };
          this.generating = true;
          try {
            return await inner.generate(prompt, options);
          } finally {
            this.generating = false;
          }
        });
        this.#turns = turn.catch(() => undefined);
        return turn;
      },
    };
  }

  private onEvent(event: ClientEvent): void {
    switch (event.type) {
      case 'progress': {
        const { type: _type, ...progress } = event;
        const before = this.files[progress.file];
        this.files[progress.file] = { ...before, ...progress };
        break;
      }
      case 'phase':
        this.phase = 'warm-up';
        break;
      case 'token': {
        const now = performance.now();
        if (event.tokens === 1 && event.text === '') this.firstTokenAt = now;
        const elapsed = now - this.firstTokenAt;
        this.live = {
          tokens: event.tokens,
          text: this.live.text + event.text,
          tokensPerSecond: event.tokens > 1 && elapsed > 0 ? ((event.tokens - 1) * 1000) / elapsed : this.live.tokensPerSecond,
        };
        break;
      }
      case 'crash':
        this.crash = event.message;
        this.phase = 'crashed';
        this.generating = false;
        this.loaded = null;
        break;
    }
  }
}
