// One MSW handler per simulated API: read the body, refuse what the real API would refuse, ask the scripted
// model the body names for the next action and answer it in the API's shape. The same handlers serve the page
// (service worker or in-page) and the Node tests (setupServer).
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { pythonJsonDumps } from '../json/python-json.ts';
import { CLIENT_TIMEOUT_HEADER, isWireProfile, WIRE_PROFILE_HEADER } from '../providers/wire-profile.ts';
import { o200kUpperBound } from '../tokens/o200k-bound.ts';
import { isApiError, type ApiError, type ApiSimulator } from '../shapes/api-simulator.ts';
import { isRecord } from '../json/json-value.ts';
import { replyAction } from './edited-reply.ts';
import type { EndpointFailureKind, ScriptAction } from '../run/script-contract.ts';
import { findModel, type ModelCatalog } from './scripted-model.ts';
import { sseText } from '../shapes/sse.ts';
import { randomId, REQUEST_ID } from '../shapes/wire-ids.ts';
import { readWhatIf, WHAT_IF_HEADER, whatIfAction } from './what-if.ts';

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
  /** `bound`: the response's usage is o200k's upper bound, the counter had not loaded. */
  usage?: 'bound';
}

/**
 * How a handler counts texts for `usage` with o200k_base: here (loading on the first request) or in the page's
 * token worker; undefined where the counter is not ready and must not be waited for (the page's own
 * simulators, whose wait would hold the run's replies). Then, as where it cannot load, `usage` is o200k's upper
 * bound and the script header says so.
 */
export type UsageCounter = (texts: readonly string[]) => Promise<readonly number[]> | undefined;

/** `models`: the scripted models this endpoint serves, by name (and families, by prefix); `count`: o200k_base, for the responses' usage. */
export function simHandler(root: string, sim: ApiSimulator, models: ModelCatalog, count: UsageCounter): HttpHandler {
  return http.post(`${root.replace(/\/+$/, '')}${sim.path}`, async ({ request, params }) => {
    const text = await request.text();
    const note: ScriptNote = {};
    const header = request.headers.get(WIRE_PROFILE_HEADER);
    const profile = isWireProfile(header) ? header : 'realistic';
    const requestId = randomId(REQUEST_ID, 1, `${sim.provider}/${text}`);
    const reply = (status: number, body: unknown) =>
      HttpResponse.json(body as JsonBodyType, { status, headers: { [SCRIPT_HEADER]: pythonJsonDumps(note) } });
    const fail = (error: ApiError) => reply(error.status, sim.error(error, requestId));

    // Real APIs check the key before they read the body; the lesson's simulators took any.
    const keyError = profile === 'realistic' ? sim.checkKey(request) : undefined;
    if (keyError) return fail(keyError);
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      return fail({ status: 400, kind: 'invalid_json', message: 'We could not parse the JSON body of your request.' });
    }
    const view = sim.read(body, params);
    if (isApiError(view)) return fail(view);
    note.results = view.results.length;
    if (view.unanswered.length > 0) {
      return fail({ status: 400, kind: 'invalid_request', message: sim.unansweredMessage(view.unanswered) });
    }
    const model = findModel(models, view.model);
    if (!model) return fail(sim.modelNotFound(view.model));

    const edited = editedAction(request.headers.get(EDITED_REPLY_HEADER));
    // A fork's conversation may hold what the script did not foresee: its fallback answers it (what-if.ts).
    const whatIf = readWhatIf(request.headers.get(WHAT_IF_HEADER));
    const action = edited ?? (whatIf ? whatIfAction(model, view, whatIf) : model.act(view.results));
    if (action.kind === 'unexpected') {
      note.unexpected = action.reason;
      return fail({ status: 500, kind: 'script_mismatch', message: `script '${view.model}' did not expect this conversation: ${action.reason}` });
    }
    note.rule = action.rule;
    if (action.kind === 'failure') return failure(action.failure, request, fail, reply);
    const usage = await usageOf(count, text, action, note);
    const context = {
      profile,
      model: view.model,
      firstIndex: view.priorCalls + 1,
      results: view.results.length,
      scope: `${sim.provider}/${view.model}`,
      usage,
      body: isRecord(body) ? body : {},
    } as const;
    const whole = action.kind === 'calls' ? sim.calls(action.calls, context, action.text) : sim.answer(action.text, context);
    if (!view.stream) return reply(200, whole);
    return new HttpResponse(sseText(sim.stream(whole, context)), {
      status: 200,
      headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', [SCRIPT_HEADER]: pythonJsonDumps(note) },
    });
  });
}

/**
 * The request's tokens, and the model's output as o200k_base counts it: its text, and each call's name and
 * arguments as JSON (what a model writes for a call). The lab's scripted models write no hidden tokens, so this is
 * all of `usage`'s output.
 */
async function usageOf(count: UsageCounter, text: string, action: Extract<ScriptAction<string>, { kind: 'calls' | 'answer' }>, note: ScriptNote) {
  const texts = [
    text,
    ...(action.text === undefined ? [] : [action.text]),
    ...(action.kind === 'calls' ? action.calls.flatMap((call) => [call.name, JSON.stringify(call.args)]) : []),
  ];
  let counts: readonly number[] | undefined;
  try {
    counts = await count(texts);
  } catch {
    counts = undefined;
  }
  if (!counts) note.usage = 'bound';
  const [input = 0, ...output] = counts ?? texts.map(o200kUpperBound);
  return { input, output: output.reduce((sum, n) => sum + n, 0) };
}

/** A scripted endpoint failure: a 500, a body not of the API's shape, or no answer until the client gives up. */
function failure(
  kind: EndpointFailureKind,
  request: Request,
  fail: (error: ApiError) => Response,
  reply: (status: number, body: unknown) => Response,
): Response | Promise<Response> {
  if (kind === 'http_500') return fail({ status: 500, kind: 'server_error', message: 'The server had an error while processing your request.' });
  if (kind === 'bad_shape') return reply(200, { detail: 'upstream model returned no content', status: 200 });
  // No answer: the simulator holds the request until the client gives up (its timeout aborts it), or answers
  // 504 after twice that timeout, as a gateway would. The timer also keeps a Node process alive meanwhile.
  return new Promise<Response>((resolve) => {
    const giveUp = () => {
      clearTimeout(timer);
      resolve(fail({ status: 504, kind: 'timeout', message: 'The upstream model did not answer in time.' }));
    };
    const timer = setTimeout(giveUp, noAnswerMs(request.headers.get(CLIENT_TIMEOUT_HEADER)));
    if (request.signal.aborted) giveUp();
    else request.signal.addEventListener('abort', giveUp, { once: true });
  });
}

/** The student's reply from its header, as the action the simulator renders; undefined when absent or unreadable. */
function editedAction(header: string | null): ScriptAction<string> | undefined {
  if (header === null) return undefined;
  try {
    return replyAction(JSON.parse(decodeURIComponent(header)) as unknown);
  } catch {
    return undefined;
  }
}
