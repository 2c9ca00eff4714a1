// A student's reply (a fork's edited model turn) as the API would have sent it: the simulators render it in place
// of the script's action (the edited-reply header), and a fork of a real model's run is answered with it without
// reaching the provider, so the SDK reads the reply and the conversation carries it on in the API's own shape.
import type { EditedReply } from '../agent/edits.ts';
import { isRecord } from '../json/json-value.ts';
import type { ScriptAction } from '../run/script-contract.ts';
import { isApiError } from '../shapes/api-simulator.ts';
import { apiShape, type ProviderId } from '../shapes/provider-ids.ts';
import { sseText } from '../shapes/sse.ts';

/** A reply (an EditedReply, as parsed JSON) as the action a simulator renders; undefined when it is not one. */
export function replyAction(reply: unknown): ScriptAction<string> | undefined {
  if (!isRecord(reply)) return undefined;
  if (reply.kind === 'text' && typeof reply.text === 'string') return { kind: 'answer', rule: 'edited', text: reply.text };
  if (reply.kind !== 'calls' || !Array.isArray(reply.calls)) return undefined;
  const calls = reply.calls.filter(
    (c): c is { name: string; args: Record<string, unknown> } => isRecord(c) && typeof c.name === 'string' && isRecord(c.args),
  );
  const text = typeof reply.text === 'string' && reply.text !== '' ? { text: reply.text } : {};
  return { kind: 'calls', rule: 'edited', calls, ...text };
}

/**
 * The API's answer to the request (`url`, `body`) had the model written `reply`: a 200 in the realistic profile
 * with no tokens used (the provider never saw it), streamed when the request asked for a stream.
 * @example editedReplyResponse('anthropic', url, body, { kind: 'text', text: 'No lo sé.' })
 */
export function editedReplyResponse(provider: ProviderId, url: string, requestBody: string, reply: EditedReply): Response {
  const sim = apiShape(provider).simulator;
  let body: unknown;
  try {
    body = JSON.parse(requestBody) as unknown;
  } catch {
    body = {};
  }
  // Gemini names the model and method in the path (…/models/{model}:generateContent); the others in the body.
  const target = decodeURIComponent(/\/models\/([^/?]+)/.exec(url)?.[1] ?? '');
  const view = sim.read(body, { target });
  const action = replyAction(reply);
  const model = isApiError(view) ? '' : view.model;
  const context = {
    profile: 'realistic',
    model,
    firstIndex: isApiError(view) ? 1 : view.priorCalls + 1,
    results: isApiError(view) ? 0 : view.results.length,
    scope: `${provider}/${model}/edited`,
    usage: { input: 0, output: 0 },
    body: isRecord(body) ? body : {},
  } as const;
  const whole = action?.kind === 'calls' ? sim.calls(action.calls, context, action.text) : sim.answer(action?.kind === 'answer' ? action.text : '', context);
  if (!isApiError(view) && view.stream) {
    return new Response(sseText(sim.stream(whole, context)), { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
  }
  return new Response(JSON.stringify(whole), { status: 200, headers: { 'content-type': 'application/json' } });
}
