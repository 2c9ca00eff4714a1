// Did a run use its script fully, and was the script asked anything it was not written for? Answered by
// replaying the script on each request the run sent, read with the simulator's own reader: the same pure
// function the simulator ran, so the report holds even for a request whose response never came back.
import type { WireExchange } from '../providers/model-adapter.ts';
import type { ScriptedModel } from '../run/script-contract.ts';
import { isApiError } from '../shapes/api-simulator.ts';
import { apiShape, type ProviderId } from '../shapes/provider-ids.ts';
import { whatIfAction, type WhatIf } from './what-if.ts';

/** A request a run sent, and what its fork had changed by then (what-if.ts). */
export interface SentRequest {
  exchange: WireExchange;
  whatIf?: WhatIf;
}

/** How a run played a scripted model's script. */
export interface ScriptPlay<R extends string = string> {
  /** `endless`: a script with no end (bucle), so only a limit can end the run. */
  status: 'complete' | 'unfinished' | 'endless' | 'unexpected';
  /** The rules the script played, one per request that reached it. */
  played: R[];
  /** Rules of a complete run that were never played. */
  notPlayed: R[];
  /** What the script was asked that it did not expect. */
  unexpected?: string;
}

/** The report for any scripted model, from the requests a run sent to `provider`'s simulator. */
export function playReport<R extends string>(
  provider: ProviderId,
  model: ScriptedModel<R>,
  sent: readonly SentRequest[],
): ScriptPlay<R | string> {
  const sim = apiShape(provider).simulator;
  const played: (R | string)[] = [];
  let unexpected: string | undefined;
  for (const { exchange, whatIf } of sent) {
    let body: unknown;
    try {
      body = JSON.parse(exchange.requestBody) as unknown;
    } catch {
      continue;
    }
    const view = sim.read(body, { target: `${model.name}:generateContent` });
    // A request the simulator refused never reached the script.
    if (isApiError(view) || view.unanswered.length > 0) continue;
    const action = whatIf ? whatIfAction(model, view, whatIf) : model.act(view.results);
    if (action.kind === 'unexpected') unexpected ??= action.reason;
    else played.push(action.rule);
  }
  const rules = model.rules;
  const notPlayed = rules ? rules.filter((rule) => !played.includes(rule)) : [];
  const status = unexpected !== undefined ? 'unexpected' : rules === null ? 'endless' : notPlayed.length > 0 ? 'unfinished' : 'complete';
  return { status, played, notPlayed, ...(unexpected !== undefined ? { unexpected } : {}) };
}
