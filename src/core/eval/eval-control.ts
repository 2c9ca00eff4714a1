// Pause, resume and cancel for a running eval. The runner asks the controller before each run: a paused eval
// waits there (the run in flight finishes first, so no result is half made), a cancelled one stops. An
// AbortSignal cancels it too.

export type EvalState = 'running' | 'paused' | 'cancelled';

export interface EvalController {
  readonly state: EvalState;
  pause(): void;
  resume(): void;
  cancel(): void;
  /** Resolves true to go on, false when cancelled; waits while paused. */
  proceed(): Promise<boolean>;
  /** Called on every change of state; returns the unsubscribe. */
  watch(listener: (state: EvalState) => void): () => void;
}

/** @example const control = createEvalController(signal); runEval({ …, control }); control.pause(); control.resume(); */
export function createEvalController(signal?: AbortSignal): EvalController {
  let state: EvalState = 'running';
  let wake: (() => void) | undefined;
  const listeners = new Set<(state: EvalState) => void>();
  const set = (next: EvalState) => {
    if (state === 'cancelled' || state === next) return;
    state = next;
    if (next !== 'paused') {
      wake?.();
      wake = undefined;
    }
    for (const listener of listeners) listener(state);
  };
  signal?.addEventListener('abort', () => set('cancelled'), { once: true });
  if (signal?.aborted) state = 'cancelled';
  return {
    get state() {
      return state;
    },
    pause: () => set('paused'),
    resume: () => set('running'),
    cancel: () => set('cancelled'),
    async proceed() {
      while (state === 'paused') await new Promise<void>((resolve) => (wake = resolve));
      return state === 'running';
    },
    watch(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
