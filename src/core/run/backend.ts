// Who answers a run: the contract every backend meets (the simulated providers with their transport,
// sim/simulated-backend.ts; the local model with its generator, llm/local-model-backend.ts; a scripted plan,
// sim/scripted-plans.ts). A backend knows its side of the wire and nothing of guardrails, traces
// or verifiers, which `run` applies once for all of them.
import type { ChatModel } from '../agent/plan/chat-model.ts';
import type { EndReason, Trace } from '../agent/trace.ts';
import type { EndpointFailure, ModelAdapter, WireExchange } from '../providers/model-adapter.ts';
import type { AsyncCounter, TokenCounter } from '../tokens/o200k-counter.ts';
import type { PlanAndExecutePlan, ReactPlan } from './run-plan.ts';

/** The model side of one ReAct run. */
export interface ReactConnection<R> {
  adapter: ModelAdapter;
  /** The model's name in the trace (a simulated run's scenario, a local model's id). */
  model: string;
  /**
   * Counts a request body, here or elsewhere (the page's counting worker: the run fills its counts in as they
   * arrive); a backend whose adapter passes its own count may give one that is never called.
   */
  countTokens: TokenCounter | AsyncCounter;
  /** Names an endpoint failure more precisely (a simulator's script mismatch, an interrupted generation). */
  interpretFailure?(failure: EndpointFailure, exchange: WireExchange | undefined): EndReason | undefined;
  /** What the backend says of the run once it has ended (the script's play, the local model's steps). */
  report(trace: Trace): R;
}

export interface ReactBackend<R> {
  /**
   * May reject only when the backend cannot start at all (an SDK chunk that could not be fetched). A fork's plan
   * carries its edits and parent (fork.ts).
   */
  connect(plan: ReactPlan<unknown>): Promise<ReactConnection<R>>;
}

/** The models of one plan-and-execute run. */
export interface PlanConnection<R> {
  /** Stage 1: turns the question into parameters. */
  extractor: ChatModel;
  /** Stage 3: writes the sentence from the computed table. */
  writer: ChatModel;
  report(): R;
}

export interface PlanBackend<R> {
  /** A fork's plan carries its edits and parent (fork.ts): a real model's backend replays the calls before the first edit. */
  connectPlan(plan: PlanAndExecutePlan): PlanConnection<R>;
}
