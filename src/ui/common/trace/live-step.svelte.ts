// Live stepping: with the switch on, a run is held before each request until "Next request" sends it, and the
// events so far are shown meanwhile. One run at a time is held: a new run, the switch turned off or the page
// left releases the held one, which goes on to its end without pausing again (nothing waits forever).
import { DEFAULT_LIMITS, DEFAULT_SWITCHES, type Trace, type TraceEvent } from '../../../core/agent/index.ts';
import type { RunControl } from '../../../core/run/index.ts';

/** A run held before a request. */
export interface Paused {
  /** The run's key (the page's run store key). */
  key: string;
  question: string;
  /** The request it waits to send (1 = the first). */
  step: number;
  /** The run's events before that request. */
  events: readonly TraceEvent[];
}

/** A run's control, made once its plan (and so its question) is known. */
export type LiveControl = (question: string) => RunControl;

export class LiveStep {
  /** The switch: the next run plays held before each request. */
  on = $state(false);
  /** The key of the last run played live (until released). */
  key: string | null = $state(null);
  /** The last hold of the live run: where it waits now while `held`, else the request it is sending. */
  paused: Paused | null = $state.raw(null);
  /** Waiting for Next request. */
  held = $state(false);
  #resume: (() => void) | undefined;
  #generation = 0;

  /** The control of a new run named `key`; the run held so far is released. */
  control(key: string): LiveControl {
    this.release();
    const generation = this.#generation;
    this.key = key;
    return (question) => ({
      beforeRequest: (step, events) => {
        if (generation !== this.#generation || !this.on) return Promise.resolve();
        return new Promise<void>((resolve) => {
          this.#resume = resolve;
          this.paused = { key, question, step, events };
          this.held = true;
        });
      },
    });
  }

  /** The run `key` is the one played live (held now, or sending its request). */
  isLive(key: string): boolean {
    return this.on && this.key === key;
  }

  /** Sends the held request. */
  next(): void {
    const resume = this.#resume;
    this.#resume = undefined;
    this.held = false;
    resume?.();
  }

  /** The held run goes on to its end without pausing. */
  release(): void {
    this.#generation++;
    this.key = null;
    this.next();
    this.paused = null;
  }

  /** The switch; off releases the held run. */
  set(on: boolean): void {
    this.on = on;
    if (!on) this.release();
  }
}

/** The events so far as a trace the timeline can show: no end or verdict yet (nothing renders them). */
export function partialTrace(question: string, events: readonly TraceEvent[]): Trace {
  return {
    format: 'agent-loop-lab/trace@1',
    backend: '',
    model: '',
    question,
    settings: { limits: DEFAULT_LIMITS, switches: DEFAULT_SWITCHES },
    events: [...events],
    summary: { steps: 0, calls: 0, errors: 0, tokens: 0, answer: null, end: { kind: 'answered' }, findings: [] },
  };
}
