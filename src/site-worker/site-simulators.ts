// The site's one set of simulators, as the service worker serves them and as the page answers them itself until
// the worker takes over: the lesson's scenarios, every companion lab's scripted models and the eval's seeded
// policies (rebuilt from their names), under the site's base.
import type { HttpHandler } from 'msw';
import { POLICY_FAMILY } from '../core/eval/policy-family.ts';
import { LAB_SCRIPTED_MODELS } from '../core/labs/lab-registry.ts';
import { LESSON_MODELS } from '../core/sim/scripted-model.ts';
import type { UsageCounter } from '../core/sim/endpoint-handler.ts';
import { createSimHandlers } from '../core/sim/sim-handlers.ts';

/** The simulators at <base>sim/ (`base`: the site's base URL, the worker's scope), their `usage` counted with `count`. */
export function siteSimulators(base: string, count: UsageCounter): { root: string; handlers: HttpHandler[] } {
  const root = new URL('sim', base).href;
  return { root, handlers: createSimHandlers(root, [...LESSON_MODELS, ...LAB_SCRIPTED_MODELS, POLICY_FAMILY], count) };
}
