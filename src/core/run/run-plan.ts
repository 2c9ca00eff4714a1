// What one run is, whatever answers it: the question, the tool kit and the tools offered, the guardrails'
// settings, the verifier, and what goes over the wire. Every source builds one (a lesson scenario, a lab
// scenario, a question of a question set, a local preset, a plan-and-execute question: labs/lesson-plans.ts and
// labs/lab-plans.ts) and hands it to a backend (backend.ts); `run` (run.ts) turns the pair into a trace.
import type { ApprovalDecision } from '../agent/approval.ts';
import type { ApprovalMode, Limits, Switches, ToolProtocol } from '../agent/run-settings.ts';
import type { UiLanguage } from '../i18n/bilingual.ts';
import type { Trace } from '../agent/trace.ts';
import type { VerifierOptions } from '../agent/verify/verifier-options.ts';
import type { WireProfile } from '../providers/wire-profile.ts';
import type { ScriptedModel } from './script-contract.ts';
import type { ToolKit } from '../tools/tool-kit-types.ts';
import type { PlanFork, ReactFork } from './fork.ts';
import type { ToolSource } from './tool-source.ts';

/** A ReAct run: the model asks for tools until it answers or a guardrail ends the run. */
export interface ReactPlan<O = undefined> {
  design: 'react';
  question: string;
  /** A fresh kit for this run (a lab's house, say, starts as the plan says). */
  kit: ToolKit;
  /** Where the kit answers from: absent, the loop calls it itself; MCP, through the lab's server for it (tool-source.ts). */
  toolSource?: ToolSource;
  /** The tools offered to the model, in the order it reads them: the allowlist. */
  offered: readonly string[];
  /** Settled: every field set (agent/run-settings.ts `settleSettings`). */
  limits: Limits;
  switches: Switches;
  /** Which calls wait for a person before their tool runs (agent/approval.ts); off when absent. */
  approval?: ApprovalMode;
  /**
   * Decisions given with the plan (a link's: the run as it was decided): no one is asked again for these calls. A
   * fork without them takes its parent's. Either way they hold only before the first step the fork changes.
   */
  approvals?: readonly ApprovalDecision[];
  /** The language the loop speaks to the model in (a denial's observation): the lab's; Spanish when absent, the lesson's. */
  language?: UiLanguage;
  verifier: VerifierOptions;
  /** How tool outputs and ids are written on an API's wire; a local model's prompt is always the lesson's. */
  wireProfile: WireProfile;
  toolProtocol: ToolProtocol;
  /** The scripted model a simulated provider plays; its name is the `model` the client asks for. */
  script?: ScriptedModel;
  /** What a model that reads instructions (the local model) is told before the tools. */
  system: string;
  /** What such a model may write per step, unless the person running it says otherwise. */
  maxNewTokens: number;
  /** What the run shows besides its trace once it has ended (a lab's metric and extras); called once. */
  outcome(trace: Trace): O;
  /** A fork: the student's changes (agent/edits.ts) and the run they branch from, for the backend (fork.ts). */
  fork?: ReactFork;
}

/**
 * Plan and execute (agent/plan/plan-and-execute.ts): the program holds the plan, the model fills in the
 * parameters and writes the last sentence. It has no approval setting: its program only reads (variacion's lookups),
 * so there is no write to ask about.
 */
export interface PlanAndExecutePlan {
  design: 'plan-and-execute';
  question: string;
  kit: ToolKit;
  /** As a ReAct plan's: the program's calls go to the kit through it. */
  toolSource?: ToolSource;
  verifier: VerifierOptions;
  maxNewTokens: number;
  /** A fork: a stage's reply or a tool result the student rewrote (agent/plan/plan-edits.ts), and the run branched from. */
  fork?: PlanFork;
}

export type RunPlan<O = undefined> = ReactPlan<O> | PlanAndExecutePlan;

/**
 * What every source's choices may add: a fork, and where the tools answer from. A fork is built from its source
 * again (a fresh kit: a lab's house starts as the original's did), never by copying a played plan.
 */
export interface ForkChoices {
  fork?: ReactFork;
  toolSource?: ToolSource;
}

/** The plan fields a source's choices give: a fork with edits, a tool source. */
export function sourceFields<F extends ReactFork | PlanFork>(choices: { fork?: F; toolSource?: ToolSource }): { fork?: F; toolSource?: ToolSource } {
  return {
    ...(choices.fork && choices.fork.edits.length > 0 ? { fork: choices.fork } : {}),
    ...(choices.toolSource ? { toolSource: choices.toolSource } : {}),
  };
}
