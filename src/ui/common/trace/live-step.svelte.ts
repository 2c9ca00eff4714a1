// Live stepping: with the switch on, a run is held before each request to its model until "Next request" sends
// it, and the run so far is shown meanwhile (a ReAct run's events, a plan's stages: the core hands over a trace of
// the run's kind). One run at a time is held: a new run, the switch turned off or the page left releases the held
// one, which goes on to its end without pausing again (nothing waits forever).
// The same gate holds a call that waits for approval (core/agent/approval.ts), whether the switch is on or not: the
// run waits for Approve or Deny. A run another one replaced, or any run once the page is left, has no one to ask:
// its waiting calls are denied.
import type { ApprovalRequest } from '../../../core/agent/index.ts';
import type { AnyTrace, RunControl } from '../../../core/run/index.ts';

/** A run held before a request. */
export interface Paused {
  /** The run's key (the page's run store key). */
  key: string;
  /** The request it waits to send (1 = the first). */
  step: number;
  /** The run before that request, as a trace of its kind (no end or verdict yet). */
  sofar: AnyTrace;
}

/** A call waiting for the person's decision. */
export interface Asked {
  /** The run's key (the page's run store key, or a workbench entry's). */
  key: string;
  request: ApprovalRequest;
}

interface Waiting extends Asked {
  /** The page's own run (a newer one replaces it), not a workbench entry's. */
  own: boolean;
  answer(approved: boolean | undefined): void;
}

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
  /** Calls waiting for a decision, in the order they asked; the first is the one shown. */
  #waiting: Waiting[] = $state([]);
  /** The page's own run that may still ask (the last one started). */
  #asker: string | null = null;
  /** The page was left: nobody will answer. */
  #closed = false;

  /** The call whose decision the page asks for now. */
  get asking(): Asked | null {
    return this.#waiting[0] ?? null;
  }

  /** The control of a new run named `key`, of either kind; the run held so far is released. */
  control(key: string): RunControl {
    this.release();
    const generation = this.#generation;
    this.key = key;
    this.#closed = false;
    this.#asker = key;
    this.#deny((w) => w.own && w.key !== key);
    return {
      beforeRequest: (step, sofar) => {
        if (generation !== this.#generation || !this.on) return Promise.resolve();
        return new Promise<void>((resolve) => {
          this.#resume = resolve;
          this.paused = { key, step, sofar };
          this.held = true;
        });
      },
      // Not tied to the step-through: switching it off releases the held request, not the decision.
      approve: (request) => (this.#asker !== key ? Promise.resolve(undefined) : this.#ask(key, request, true)),
    };
  }

  /** The control of a run that is not stepped live (a workbench entry, a fork): it only asks for approvals. */
  approver(key: string): RunControl {
    return { approve: (request) => (this.#closed ? Promise.resolve(undefined) : this.#ask(key, request, false)) };
  }

  /** Answers the call shown: approved or denied. */
  decide(approved: boolean): void {
    const [first, ...rest] = this.#waiting;
    this.#waiting = rest;
    first?.answer(approved);
  }

  /** Nobody will answer: every waiting call, and any asked later, is denied (the page left). */
  close(): void {
    this.release();
    this.#closed = true;
    this.#asker = null;
    this.#deny(() => true);
  }

  #ask(key: string, request: ApprovalRequest, own: boolean): Promise<boolean | undefined> {
    return new Promise((answer) => (this.#waiting = [...this.#waiting, { key, request, own, answer }]));
  }

  #deny(which: (w: Waiting) => boolean): void {
    const denied = this.#waiting.filter(which);
    this.#waiting = this.#waiting.filter((w) => !which(w));
    for (const w of denied) w.answer(undefined);
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
