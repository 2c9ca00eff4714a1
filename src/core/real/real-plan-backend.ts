// A real model as plan and execute's backend (run/backend.ts `PlanBackend`), the ReAct backend's sibling: the
// extractor and the writer are the provider's API through its SDK with the student's key (real-chat-model.ts),
// read from the key store at request time, 429s waited out. A fork answers the calls before its first edit from
// its parent (plan-fork-replay.ts). The plan's trace has no place for a call's usage, so the
// report keeps each call's: what it cost, and which ones the provider never saw.
import type { ChatModel } from '../agent/plan/chat-model.ts';
import { DEFAULT_LIMITS } from '../agent/run-settings.ts';
import type { ReportedUsage } from '../providers/model-adapter.ts';
import type { PlanBackend } from '../run/backend.ts';
import { replayedReply, type PlanRole } from './plan-fork-replay.ts';
import type { RealApiBackendOptions, RealApiReport } from './real-api-backend.ts';
import { RealChatError, realChatModel } from './real-chat-model.ts';
import { createRealFetch } from './real-fetch.ts';

export interface RealPlanBackendOptions extends Pick<RealApiBackendOptions, 'endpoint' | 'model' | 'key' | 'retry' | 'fetch' | 'sleep' | 'onWait'> {
  /** Each call's limit, waits for 429s included; the ReAct runs' default when absent. */
  timeoutMs?: number;
}

/** One model call of the run, in order. */
export interface RealPlanCall {
  role: PlanRole;
  /** Answered with the parent's reply (a fork's call before the edit): never sent, nothing spent. */
  replayed?: true;
  /** The HTTP status of the answer; absent when none came (or the call was replayed). */
  status?: number;
  usage?: ReportedUsage;
}

export interface RealPlanReport extends RealApiReport {
  calls: RealPlanCall[];
}

/** @example run(lessonPlanAndExecute({ question, kit }), realPlanBackend({ endpoint: CLOUD_ENDPOINTS.gemini, model, key: () => keys.get('gemini') })) */
export function realPlanBackend(options: RealPlanBackendOptions): PlanBackend<RealPlanReport> {
  const { endpoint, model } = options;
  return {
    connectPlan(plan) {
      // The local model's cap per stage is not sent: a real model's thinking counts against a cap, and 80 tokens would leave it no text.
      const calls: RealPlanCall[] = [];
      let retries = 0;
      let failure: RealApiReport['failure'];
      const fetch = createRealFetch(options);
      const stage = (role: PlanRole): ChatModel => {
        const api = realChatModel({
          endpoint,
          model,
          timeoutMs: options.timeoutMs ?? DEFAULT_LIMITS.timeoutMs,
          fetch,
          onExchange: (exchange, usage) => {
            retries += exchange.retries?.length ?? 0;
            calls.push({ role, ...(exchange.status !== undefined ? { status: exchange.status } : {}), ...(usage ? { usage } : {}) });
          },
        });
        return {
          async complete(messages) {
            const parentReply = replayedReply(plan.fork, role, messages);
            if (parentReply !== undefined) {
              calls.push({ role, replayed: true });
              return parentReply;
            }
            try {
              return await api.complete(messages);
            } catch (error) {
              if (error instanceof RealChatError) failure = error.words;
              throw error;
            }
          },
        };
      };
      return {
        extractor: stage('extractor'),
        writer: stage('writer'),
        report: () => ({ provider: endpoint.provider, baseUrl: endpoint.baseUrl, model, retries, calls, ...(failure ? { failure } : {}) }),
      };
    },
  };
}
