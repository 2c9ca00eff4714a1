// The page's runs by request: each played once (runs are deterministic) unless asked for afresh, shared by the
// table, the timeline and the chart.
import { untrack } from 'svelte';
import type { ScenarioTrace } from '../../core/sim/run-scenario.ts';
import { runKey, type RunRequest } from './run-requests.ts';

export type RunState =
  | { status: 'running' }
  | { status: 'done'; trace: ScenarioTrace }
  /** Only the lab's own loading can fail this way; a run itself never throws. */
  | { status: 'failed'; message: string };

export class RunStore {
  results: Readonly<Record<string, RunState>> = $state.raw({});
  // Not reactive: only which run of a request is the newest, never shown.
  #generation: Record<string, number> = {};
  #run: (request: RunRequest) => Promise<ScenarioTrace>;

  constructor(run: (request: RunRequest) => Promise<ScenarioTrace>) {
    this.#run = run;
  }

  get(request: RunRequest): RunState | undefined {
    return this.results[runKey(request)];
  }

  /** Plays the run unless it was played already; `fresh` plays it again (its requests go over the wire again). */
  ensure(request: RunRequest, fresh = false): void {
    const key = runKey(request);
    // Called from effects: reading the results here must not make the effect depend on them.
    if (!fresh && untrack(() => this.results[key]) !== undefined) return;
    const generation = (this.#generation[key] ?? 0) + 1;
    this.#generation[key] = generation;
    this.#set(key, { status: 'running' });
    this.#run(request).then(
      (trace) => this.#settle(key, generation, { status: 'done', trace }),
      (error: unknown) => this.#settle(key, generation, { status: 'failed', message: String(error) }),
    );
  }

  #settle(key: string, generation: number, state: RunState): void {
    // A newer run of the same request (a fresh one) owns the slot.
    if (this.#generation[key] === generation) this.#set(key, state);
  }

  #set(key: string, state: RunState): void {
    this.results = { ...untrack(() => this.results), [key]: state };
  }
}
