// The page's side of the model worker: typed requests with one promise each, events for progress and live
// tokens, and crash detection. A worker that dies (an uncaught error, a message it cannot read) rejects every
// pending request with one clear message; restart() gives a fresh worker. unload() frees the model and ends the
// worker, since a WASM heap never shrinks: only a new worker gives the memory back.
import type { ChatMessage, RenderOptions, TemplateTool } from '../../chat-template.ts';
import type { LocalGenerator } from '../../generator.ts';
import type { TokenizerRequest } from '../../shipped-tokenizer.ts';
import type { LocalDevice } from '../../device-choice.ts';
import type { Calls, CallType, FileProgress, GenerateRequest, LoadPhase, LoadRequest, PreflightRequest, WorkerEvent, WorkerRequest } from '../protocol.ts';
import { runtimeBuildFor, type RuntimeBuild } from '../runtime-build.ts';

/** The part of a Worker the client uses (tests pass a fake). */
export interface WorkerPort {
  postMessage(message: WorkerRequest): void;
  terminate(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerEvent>) => void): void;
  addEventListener(type: 'error' | 'messageerror', listener: (event: Event) => void): void;
}

export type ClientEvent =
  | ({ type: 'progress' } & FileProgress)
  | { type: 'phase'; phase: LoadPhase }
  | { type: 'token'; tokens: number; text: string }
  | { type: 'crash'; message: string };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

type Payload<T extends CallType> = Calls[T]['payload'];

export class ModelWorkerClient {
  private worker: WorkerPort | null = null;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private crashMessage: string | null = null;
  /** The ONNX Runtime build the live worker started (its first Load or preflight), null before one. */
  private runtime: RuntimeBuild | null = null;

  constructor(
    private readonly spawn: () => WorkerPort,
    private readonly onEvent: (event: ClientEvent) => void = () => {},
  ) {}

  /** Why the worker died, until restart(); null while it is healthy. */
  get crashed(): string | null {
    return this.crashMessage;
  }

  check() {
    return this.call('check', {});
  }

  load(request: LoadRequest) {
    this.runtimeFor(request.device);
    return this.call('load', request);
  }

  render(messages: readonly ChatMessage[], tools: readonly TemplateTool[], options?: RenderOptions) {
    return this.call('render', { messages: [...messages], tools: [...tools], ...(options ? { options } : {}) });
  }

  /** Reads only this tokenizer (no weights) for `preview`. */
  loadTokenizer(request: TokenizerRequest) {
    return this.call('tokenizer', request);
  }

  /** A conversation rendered with the tokenizer `loadTokenizer` read. */
  preview(messages: readonly ChatMessage[], tools: readonly TemplateTool[], options?: RenderOptions) {
    return this.call('preview', { messages: [...messages], tools: [...tools], ...(options ? { options } : {}) });
  }

  generate(request: GenerateRequest) {
    return this.call('generate', request);
  }

  /** One side of the WebGPU sanity check on the loaded model (gpu-check.ts). */
  checkRun(maxNewTokens: number) {
    return this.call('checkRun', { maxNewTokens });
  }

  /** Calibration layers on this device and the lesson's predicted cost (preflight-host.ts); use a client of its own. */
  preflight(request: PreflightRequest) {
    this.runtimeFor(request.device);
    return this.call('preflight', request);
  }

  interrupt() {
    return this.call('interrupt', {});
  }

  reset() {
    return this.call('reset', {});
  }

  /** Throws inside the worker, uncaught (the lab's crash demonstration and its test). */
  crash() {
    return this.call('crash', {});
  }

  /** Frees the model, then ends the worker; the next request starts a fresh one. */
  async unload(): Promise<void> {
    if (this.worker && !this.crashMessage) await this.call('unload', {});
    this.stop();
  }

  /** A fresh worker after a crash (or at any time): pending requests fail, the model must be loaded again. */
  restart(): void {
    this.stop();
    this.crashMessage = null;
  }

  /** The worker's model behind the generator interface the Hermes adapter and the planner use. */
  generator(): LocalGenerator {
    return {
      render: (messages, tools, options) => this.render(messages, tools, options),
      generate: (prompt, options) => this.generate({ prompt, ...options }),
    };
  }

  private call<T extends CallType>(type: T, payload: Payload<T>): Promise<Calls[T]['value']> {
    if (this.crashMessage) return Promise.reject(new Error(this.crashMessage));
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<Calls[T]['value']>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...payload, id, type } as WorkerRequest);
    });
  }

  private ensureWorker(): WorkerPort {
    if (this.worker) return this.worker;
    const worker = this.spawn();
    worker.addEventListener('message', (event) => {
      if (worker === this.worker) this.receive(event.data);
    });
    worker.addEventListener('error', (event) => {
      // Handled here: without preventDefault the error would also surface as the page's own uncaught error.
      event.preventDefault();
      if (worker === this.worker) this.fail(errorEventMessage(event));
    });
    worker.addEventListener('messageerror', () => {
      if (worker === this.worker) this.fail('a message from the worker could not be read');
    });
    this.worker = worker;
    return worker;
  }

  private receive(event: WorkerEvent): void {
    if (event.type === 'reply') {
      const pending = this.pending.get(event.id);
      this.pending.delete(event.id);
      if (event.ok) pending?.resolve(event.value);
      else pending?.reject(new Error(event.error));
      return;
    }
    const { id: _id, ...rest } = event;
    this.onEvent(rest);
  }

  private fail(reason: string): void {
    this.crashMessage = `The model worker crashed: ${reason}`;
    this.stop();
    this.onEvent({ type: 'crash', message: this.crashMessage });
  }

  /**
   * A worker keeps the runtime build it started: a Load or preflight on a device whose build differs (WebGPU after
   * WASM, WASM after WebGPU) gets a fresh worker, as a Load replaces the model anyway.
   */
  private runtimeFor(device: LocalDevice): void {
    const build = runtimeBuildFor(device);
    if (this.worker && this.runtime !== null && this.runtime !== build && !this.crashMessage) this.stop();
    this.runtime = build;
  }

  /** Ends the worker and fails whatever was waiting on it. */
  private stop(): void {
    const worker = this.worker;
    this.worker = null;
    this.runtime = null;
    worker?.terminate();
    const error = new Error(this.crashMessage ?? 'the model worker was stopped');
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

function errorEventMessage(event: Event): string {
  const message = (event as ErrorEvent).message;
  return message ? message.replace(/^Uncaught (Error: )?/, '') : 'the worker stopped with an error it did not describe';
}
