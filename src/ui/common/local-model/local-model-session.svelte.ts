// The page's view of the model worker, as reactive state: device report, loading phase and per-file progress
// (with its pace, load-pace.svelte.ts: time left, a stall), Cancel, a failed load's cause, the loaded model, live tokens per second,
// errors and crashes. The components only read it and call its methods.
import type { DeviceChoice } from '../../../llm/device-choice.ts';
import type { LocalGenerator } from '../../../llm/generator.ts';
import type { ModelSource } from '../../../llm/engine/model-source.ts';
import { ModelWorkerClient, type ClientEvent, type WorkerPort } from '../../../llm/worker/client/model-worker-client.ts';
import type { DeviceReport, FileProgress, LoadedModel } from '../../../llm/worker/protocol.ts';
import { spawnModelWorker } from '../../../llm/worker/client/spawn-model-worker.ts';
import { errorMessage } from '../../../core/errors/index.ts';
import { compareRuns, GPU_CHECK_TOKENS, type Agreement } from '../../../llm/gpu-check.ts';
import type { LocalDtype } from '../../../llm/device-choice.ts';
import type { Totals } from '../../../llm/load-progress.ts';
import { browserTiming, LoadPaceWatch, type LoadPace, type LoadTiming } from './load-pace.svelte.ts';
import { classifyLoadFailure, type LoadFailureKind } from '../../../llm/load-failure.ts';

export type GpuCheckStage = 'webgpu' | 'wasm-load' | 'wasm';

/** The WebGPU sanity check (llm/gpu-check.ts) of the loaded model, as the device report shows it. */
export type GpuCheckState =
  | { phase: 'idle' }
  | { phase: 'running'; stage: GpuCheckStage }
  | { phase: 'done'; agreement: Agreement; dtype: LocalDtype; webgpuMs: number; wasmMs: number }
  | { phase: 'failed'; stage: GpuCheckStage; message: string }
  | { phase: 'cancelled' };

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
  gpuCheck = $state<GpuCheckState>({ phase: 'idle' });
  /** The device and precision the current (or last) Load asked for. */
  attempt = $state<DeviceChoice | null>(null);
  /** Why the last Load failed (load-failure.ts), beside its message in `error`. */
  failure = $state<LoadFailureKind | null>(null);
  /** The last Load was cancelled by the person. */
  cancelled = $state(false);
  // Not reactive: the current Load (a cancelled one's outcome is dropped).
  #loadId = 0;
  // Not reactive: the check's own WASM worker, and which check is current (a cancelled one's results are dropped).
  #reference: ModelWorkerClient | null = null;
  #checkId = 0;

  private readonly client: ModelWorkerClient;
  private firstTokenAt = 0;

  /** `spawn` starts a model worker (the page's own, and the sanity check's temporary WASM one). */
  private readonly spawn: () => WorkerPort;
  readonly #pace: LoadPaceWatch;

  constructor(spawn: () => WorkerPort = spawnModelWorker, timing: LoadTiming = browserTiming) {
    this.spawn = spawn;
    this.#pace = new LoadPaceWatch(timing, () => ({ files: Object.values(this.files), loading: this.phase === 'loading' }));
    this.client = new ModelWorkerClient(spawn, (event) => this.onEvent(event));
  }

  /** The Load's rate, time left and stall, from its files' bytes. */
  get pace(): LoadPace {
    return this.#pace.pace;
  }

  /** The totals the spoken summary says, changed at most every ANNOUNCE_MS (load-progress.ts). */
  get announced(): Totals | null {
    return this.#pace.announced;
  }

  async check(): Promise<void> {
    try {
      this.report = await this.client.check();
      this.reportError = null;
    } catch (error) {
      this.reportError = errorMessage(error);
    }
  }

  async load(source: ModelSource, choice: DeviceChoice, threads: number | undefined): Promise<void> {
    this.endGpuCheck();
    const id = ++this.#loadId;
    this.error = null;
    this.failure = null;
    this.cancelled = false;
    this.files = {};
    this.loaded = null;
    this.source = source;
    this.attempt = choice;
    this.phase = 'loading';
    this.#pace.start();
    try {
      const loaded = await this.client.load({ ...source, device: choice.device, dtype: choice.dtype, ...(threads ? { threads } : {}) });
      if (id !== this.#loadId) return;
      this.loaded = loaded;
      this.phase = 'ready';
    } catch (error) {
      if (id !== this.#loadId || this.client.crashed) return;
      this.error = errorMessage(error);
      const gpu = this.report?.webgpu;
      this.failure = classifyLoadFailure(this.error, {
        device: choice.device,
        dtype: choice.dtype,
        ...(typeof navigator !== 'undefined' ? { online: navigator.onLine } : {}),
        ...(gpu?.available ? { shaderF16: gpu.shaderF16 } : {}),
      });
      this.phase = 'empty';
    } finally {
      if (id === this.#loadId) this.#pace.stop();
    }
  }

  /**
   * Stops a Load at once: the worker is ended (its downloads stop, its memory goes back) and a fresh one answers
   * the next request; the device report is read again.
   */
  cancelLoad(): void {
    if (this.phase !== 'loading' && this.phase !== 'warm-up') return;
    this.#loadId++;
    this.#pace.stop();
    this.client.restart();
    this.loaded = null;
    this.phase = 'empty';
    this.cancelled = true;
    void this.check();
  }

  /** Frees the model and ends the worker (the only way a WASM heap gives its memory back). */
  async unload(): Promise<void> {
    this.endGpuCheck();
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
    this.endGpuCheck();
    this.client.restart();
    this.crash = null;
    this.loaded = null;
    this.phase = 'empty';
    void this.check();
  }

  /**
   * The WebGPU sanity check: the fixed prompt on the loaded WebGPU model (in its turn, never inside a run's
   * generation), then the same files and precision on WASM in a temporary worker of its own (so this worker stays
   * free and the WASM heap goes away with it), compared token by token. Any failure ends as a message.
   */
  async checkGpu(): Promise<void> {
    const loaded = this.loaded;
    const source = this.source;
    if (!loaded || !source || loaded.device !== 'webgpu' || this.gpuCheck.phase === 'running') return;
    const id = ++this.#checkId;
    const current = () => id === this.#checkId;
    let stage: GpuCheckStage = 'webgpu';
    this.gpuCheck = { phase: 'running', stage };
    let reference: ModelWorkerClient | null = null;
    try {
      const webgpu = await this.inTurn(() => this.client.checkRun(GPU_CHECK_TOKENS));
      if (!current()) return;
      stage = 'wasm-load';
      this.gpuCheck = { phase: 'running', stage };
      reference = new ModelWorkerClient(this.spawn);
      this.#reference = reference;
      await reference.load({ ...source, device: 'wasm', dtype: loaded.dtype, threads: loaded.threads });
      if (!current()) return;
      stage = 'wasm';
      this.gpuCheck = { phase: 'running', stage };
      const wasm = await reference.checkRun(GPU_CHECK_TOKENS);
      if (!current()) return;
      this.gpuCheck = { phase: 'done', agreement: compareRuns(webgpu, wasm), dtype: loaded.dtype, webgpuMs: webgpu.ms, wasmMs: wasm.ms };
    } catch (error) {
      if (current()) this.gpuCheck = { phase: 'failed', stage, message: errorMessage(error) };
    } finally {
      // Ends the check's worker (its pending requests fail, which a cancelled check ignores).
      reference?.restart();
      if (this.#reference === reference) this.#reference = null;
    }
  }

  /** Stops a running check: the WebGPU side after its current token, the WASM worker at once. */
  cancelGpuCheck(): void {
    if (this.gpuCheck.phase !== 'running') return;
    if (this.gpuCheck.stage === 'webgpu') this.client.interrupt().catch(() => undefined);
    this.endGpuCheck();
    this.gpuCheck = { phase: 'cancelled' };
  }

  /** Forgets the check (a new model, an unload, a crash) and ends its worker if one runs. */
  private endGpuCheck(): void {
    this.#checkId++;
    this.#reference?.restart();
    this.#reference = null;
    this.gpuCheck = { phase: 'idle' };
  }

  /** Work on the worker's one model, after the generation before it. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const turn = this.#turns.then(work);
    this.#turns = turn.catch(() => undefined);
    return turn;
  }

  /**
   * The model as a generator. Every generator of the session takes its turn: the worker runs one generation at a
   * time on one KV cache, so a run and a fork replayed beside it never interleave their generations.
   */
  generator(): LocalGenerator {
    const inner = this.client.generator();
    return {
      render: (messages, tools, options) => inner.render(messages, tools, options),
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
        this.#pace.record();
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
        // The check's WebGPU side ran in this worker: it failed with it.
        if (this.gpuCheck.phase === 'running' && this.gpuCheck.stage === 'webgpu') {
          this.endGpuCheck();
          this.gpuCheck = { phase: 'failed', stage: 'webgpu', message: event.message };
        }
        this.#pace.stop();
        this.crash = event.message;
        this.phase = 'crashed';
        this.generating = false;
        this.loaded = null;
        break;
    }
  }
}
