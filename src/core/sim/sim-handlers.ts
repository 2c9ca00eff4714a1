// The four simulated APIs as MSW handlers under one root URL.
import type { HttpHandler } from 'msw';
import { anthropicMessagesSim } from './anthropic-messages-sim.ts';
import { geminiSim } from './gemini-sim.ts';
import { openAiChatSim } from './openai-chat-sim.ts';
import { openAiResponsesSim } from './openai-responses-sim.ts';
import { simHandler, type UsageCounter } from './endpoint-handler.ts';
import { LESSON_MODELS, type ModelCatalog } from './scripted-model.ts';
import { loadO200kCounter } from '../tokens/o200k-counter.ts';

export const API_SIMULATORS = [openAiResponsesSim, openAiChatSim, anthropicMessagesSim, geminiSim] as const;

/**
 * Handlers for `root` (`http://sim.test` in Node tests, the page's own `…/sim` in the browser) serving `models`
 * (the lesson's scenarios by default), e.g. `setupServer(...createSimHandlers('http://sim.test')).listen()`.
 * `count` gives the o200k_base counter the responses' `usage` is counted with (loaded on the first request).
 */
export function createSimHandlers(
  root: string,
  models: ModelCatalog = LESSON_MODELS,
  count: UsageCounter = loadO200kCounter,
): HttpHandler[] {
  return API_SIMULATORS.map((sim) => simHandler(root, sim, models, count));
}
