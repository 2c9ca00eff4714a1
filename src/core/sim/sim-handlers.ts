// The four simulated APIs as MSW handlers under one root URL.
import type { HttpHandler } from 'msw';
import { anthropicMessagesSim } from './anthropic-messages-sim.ts';
import { geminiSim } from './gemini-sim.ts';
import { openAiChatSim } from './openai-chat-sim.ts';
import { openAiResponsesSim } from './openai-responses-sim.ts';
import { simHandler, type UsageCounter } from './endpoint-handler.ts';
import type { ModelCatalog } from './scripted-model.ts';

export const API_SIMULATORS = [openAiResponsesSim, openAiChatSim, anthropicMessagesSim, geminiSim] as const;

/**
 * Handlers for `root` (`http://sim.test` in Node tests, the page's own `…/sim` in the browser) serving `models`
 * (the lesson's scenarios, LESSON_MODELS, say), e.g. `setupServer(...createSimHandlers('http://sim.test', LESSON_MODELS, o200kUsage)).listen()`.
 * `count` counts the responses' `usage` (o200k-usage.ts: o200k_base on this thread, loaded on the first request).
 */
export function createSimHandlers(
  root: string,
  models: ModelCatalog,
  count: UsageCounter,
): HttpHandler[] {
  return API_SIMULATORS.map((sim) => simHandler(root, sim, models, count));
}
