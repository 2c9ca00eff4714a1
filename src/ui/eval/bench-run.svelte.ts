// One bench's runs as the page shows them: its results kept as they come (results-store.ts), its progress, and
// Pause, Resume and Cancel through the core's controller. What is played is the page's (`play`): handed the
// results already kept, it skips them (the eval loop's `done`), so Run after a reload or a Cancel goes on where it
// stopped. The traces of this tab's runs stay in memory only (a trace is large; a result names its run).
import { createEvalController, resultKey, type EvalController, type EvalResult, type EvalState, type OnEvalResult } from '../../core/eval/index.ts';
import type { PlanTrace, Trace } from '../../core/agent/index.ts';
import { SvelteMap } from 'svelte/reactivity';
import { ResultsStore, type KeyValueStorage } from './results-store.ts';

/** `pausing`: Pause pressed, the run in flight still finishing; `paused`: the bench waits between runs. */
export type BenchStatus = 'idle' | 'loading' | 'running' | 'pausing' | 'paused' | 'cancelled' | 'done' | 'failed';

export interface PlayContext {
  done: readonly EvalResult[];
  control: EvalController;
  onResult: OnEvalResult;
}

export class BenchRun {
  results: readonly EvalResult[] = $state.raw([]);
  status: BenchStatus = $state('idle');
  progress = $state({ done: 0, total: 0 });
  failure = $state('');
  readonly #storage: KeyValueStorage;
  #store: ResultsStore | undefined;
  #control: EvalController | undefined;
  readonly #traces = new SvelteMap<string, Trace | PlanTrace>();

  constructor(storage: KeyValueStorage) {
    this.#storage = storage;
  }

  get key(): string | undefined {
    return this.#store?.key;
  }

  get busy(): boolean {
    return this.status === 'running' || this.status === 'pausing' || this.status === 'paused' || this.status === 'loading';
  }

  /** Opens the bench kept under `key` (another bench's runs are cancelled first). */
  async open(key: string): Promise<void> {
    if (this.#store?.key === key) return;
    this.#control?.cancel();
    const store = new ResultsStore(this.#storage, key);
    this.#store = store;
    this.status = 'loading';
    this.results = [];
    try {
      const kept = await store.load();
      if (this.#store !== store) return;
      this.results = kept;
      this.progress = { done: kept.length, total: kept.length };
      this.status = 'idle';
    } catch (err) {
      if (this.#store !== store) return;
      this.failure = String(err);
      this.status = 'failed';
    }
  }

  /** Plays `run`; `from` is where the progress starts (the set-up's kept runs, which the run skips without a word). */
  async play(run: (context: PlayContext) => Promise<{ cancelled: boolean }>, from: { done: number; total: number } = { done: 0, total: 0 }): Promise<void> {
    const store = this.#store;
    if (!store || this.busy) return;
    const inner = createEvalController();
    this.#control = inner;
    inner.watch((state: EvalState) => {
      if (this.#control !== inner) return;
      if (state === 'paused') this.status = 'pausing';
      else if (state === 'running') this.status = 'running';
    });
    // The runner asks before each run: asked while paused, the bench is really paused (no run in flight).
    const control: EvalController = {
      get state() {
        return inner.state;
      },
      pause: () => inner.pause(),
      resume: () => inner.resume(),
      cancel: () => inner.cancel(),
      watch: (listener) => inner.watch(listener),
      proceed: async () => {
        if (inner.state === 'paused' && this.#control === inner) this.status = 'paused';
        return inner.proceed();
      },
    };
    this.status = 'running';
    this.failure = '';
    this.progress = from;
    try {
      const outcome = await run({
        done: store.results,
        control,
        onResult: (result, progress, trace) => {
          if (this.#store !== store) return;
          this.#traces.set(traceKey(result), trace);
          store.add(result);
          this.results = store.results;
          this.progress = progress;
        },
      });
      if (this.#store !== store) return;
      await store.flush();
      this.status = outcome.cancelled ? 'cancelled' : 'done';
    } catch (err) {
      if (this.#store !== store) return;
      this.failure = err instanceof Error ? err.message : String(err);
      this.status = 'failed';
    } finally {
      if (this.#control === inner) this.#control = undefined;
    }
  }

  pause(): void {
    this.#control?.pause();
  }

  resume(): void {
    this.#control?.resume();
  }

  cancel(): void {
    this.#control?.cancel();
  }

  /** Forgets this bench's results, here and in the browser's storage. */
  async reset(): Promise<void> {
    this.#control?.cancel();
    this.#traces.clear();
    this.results = [];
    this.progress = { done: 0, total: 0 };
    this.status = 'idle';
    await this.#store?.clear();
  }

  /** Results read from an exported file join the bench (each replacing a kept run of the same key). */
  add(results: readonly EvalResult[]): void {
    if (!this.#store) return;
    this.#store.add(...results);
    this.results = this.#store.results;
  }

  trace(result: EvalResult): Trace | PlanTrace | undefined {
    return this.#traces.get(traceKey(result));
  }

  keepTrace(result: EvalResult, trace: Trace | PlanTrace): void {
    this.#traces.set(traceKey(result), trace);
  }
}

export const traceKey = (r: EvalResult) => `${r.suite}|${resultKey(r)}`;
