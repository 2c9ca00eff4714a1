// One MSW handler per simulated API: read the body, refuse what the real API would refuse, ask the scripted
// model the body names for the next action and answer it in the API's shape. The same handlers serve the page
// (service worker or in-page) and the Node tests (setupServer).
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { pythonJsonDumps } from '../json/python-json.ts';
import { CLIENT_TIMEOUT_HEADER, isWireProfile, WIRE_PROFILE_HEADER } from '../providers/wire-profile.ts';
import type { ApiSimulator } from './api-simulator.ts';
import { isRecord } from '../json/json-value.ts';
import type { ScriptAction } from './script.ts';
import { findModel, type ScriptedModel } from './scripted-model.ts';

/** Response header with what the script did for this request (ASCII JSON, readable in the Network panel). */
export const SCRIPT_HEADER = 'x-sim-script';

/**
 * Request header with the reply a student wrote for this turn (a fork's edited reply, URI-encoded JSON of an
 * EditedReply): the simulator answers it, in the API's shape, instead of the script; readable in the Network panel.
 */
export const EDITED_REPLY_HEADER = 'x-sim-edited-reply';

/**
 * How many of the client's timeouts (its CLIENT_TIMEOUT_HEADER) the no-answer scenario holds a request before a
 * gateway-style 504: the client always gives up first, however slow the page's other requests are.
 */
export const NO_ANSWER_TIMEOUTS = 2;

/** How long it holds a request from a client that does not say its timeout. */
export const NO_ANSWER_MS = 120_000;

/** How long the no-answer scenario holds a request whose client timeout header reads `header`. */
export function noAnswerMs(header: string | null): number {
  const timeout = header !== null && /^\d+$/.test(header) ? Number(header) : 0;
  return timeout > 0 ? NO_ANSWER_TIMEOUTS * timeout : NO_ANSWER_MS;
}

export interface ScriptNote {
  /** The script's rule that answered, or absent when the request never reached the script. */
  rule?: string;
  /** Why the script could not answer this conversation. */
  unexpected?: string;
  /** Tool results the conversation held. */
  results?: number;
}

/** `models`: the scripted models this endpoint serves, by name. */
export function simHandler(root: string, sim: ApiSimulator, models: readonly ScriptedModel[]): HttpHandler {
  return http.post(`${root.replace(/\/+$/, '')}${sim.path}`, async ({ request, params }) => {
    const text = await request.text();
    const note: ScriptNote = {};
    const reply = (status: number, body: unknown) =>
      HttpResponse.json(body as JsonBodyType, { status, headers: { [SCRIPT_HEADER]: pythonJsonDumps(note) } });

    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return reply(400, sim.error(400, 'invalid_request', 'We could not parse the JSON body of your request.'));
    }
    const view = sim.read(body, params);
    if (typeof view === 'string') return reply(400, sim.error(400, 'invalid_request', view));
    note.results = view.results.length;
    if (view.unanswered.length > 0) {
      return reply(400, sim.error(400, 'invalid_request', sim.unansweredMessage(view.unanswered)));
    }
    const model = findModel(models, view.model);
    if (!model) {
      return reply(404, sim.error(404, 'invalid_request', `The model '${view.model}' does not exist (the lab's models are its scenarios).`));
    }

    const edited = editedAction(request.headers.get(EDITED_REPLY_HEADER));
    const action = edited ?? model.act(view.results);
    if (action.kind === 'unexpected') {
      note.unexpected = action.reason;
      return reply(409, sim.error(409, 'script_mismatch', `script '${view.model}' did not expect this conversation: ${action.reason}`));
    }
    note.rule = action.rule;
    const header = request.headers.get(WIRE_PROFILE_HEADER);
    const context = {
      profile: isWireProfile(header) ? header : 'realistic',
      model: view.model,
      firstIndex: view.priorCalls + 1,
      scope: `${sim.provider}/${view.model}`,
    } as const;
    if (action.kind === 'calls') return reply(200, sim.calls(action.calls, context, action.text));
    if (action.kind === 'answer') return reply(200, sim.answer(action.text, context));
    if (action.failure === 'http_500') return reply(500, sim.error(500, 'server_error', 'The server had an error while processing your request.'));
    if (action.failure === 'bad_shape') return reply(200, { detail: 'upstream model returned no content', status: 200 });
    // No answer: the simulator holds the request until the client gives up (its timeout aborts it), or answers
    // 504 after twice that timeout, as a gateway would. The timer also keeps a Node process alive meanwhile.
    return new Promise<Response>((resolve) => {
      const giveUp = () => {
        clearTimeout(timer);
        resolve(reply(504, sim.error(504, 'server_error', 'The upstream model did not answer in time.')));
      };
      const timer = setTimeout(giveUp, noAnswerMs(request.headers.get(CLIENT_TIMEOUT_HEADER)));
      if (request.signal.aborted) giveUp();
      else request.signal.addEventListener('abort', giveUp, { once: true });
    });
  });
}

/** The student's reply from its header, as the action the simulator renders; undefined when absent or unreadable. */
function editedAction(header: string | null): ScriptAction<string> | undefined {
  if (header === null) return undefined;
  let reply: unknown;
  try {
    reply = JSON.parse(decodeURIComponent(header)) as unknown;
  } catch {
    return undefined;
  }
  if (!isRecord(reply)) return undefined;
  if (reply.kind === 'text' && typeof reply.text === 'string') return { kind: 'answer', rule: 'edited', text: reply.text };
  if (reply.kind !== 'calls' || !Array.isArray(reply.calls)) return undefined;
  const calls = reply.calls.filter(
    (c): c is { name: string; args: Record<string, unknown> } => isRecord(c) && typeof c.name === 'string' && isRecord(c.args),
  );
  const text = typeof reply.text === 'string' && reply.text !== '' ? { text: reply.text } : {};
  return { kind: 'calls', rule: 'edited', calls, ...text };
}
