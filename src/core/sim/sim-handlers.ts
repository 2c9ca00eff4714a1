// The simulated APIs, one per shape of the table (core/shapes), as MSW handlers under one root URL.
import type { HttpHandler } from 'msw';
import { API_SHAPES } from '../shapes/shape-table.ts';
import { simHandler, type UsageCounter } from './endpoint-handler.ts';
import type { ModelCatalog } from './scripted-model.ts';

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
  return API_SHAPES.map((shape) => simHandler(root, shape.simulator, models, count));
}
