// The real providers' hosts impersonated with page.route (never the network), for the e2e specs of real runs:
// each answers the lesson's question as a model would (both prices, the calculator on them, then the answer),
// answers CORS preflights from the page's origin, keeps every request's headers, and can be given answers to
// send first (a 401, a 429 with retry-after).
import type { Page, Route } from '@playwright/test';

export const ANSWER = 'El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.';

/** The model's turn n (one call a turn): both prices, the calculator on them (26.19 and 27.88), then the answer. */
const TURNS = [
  { name: 'precio', args: { ticker: 'BUSI', fecha: '2024-03-15' } },
  { name: 'precio', args: { ticker: 'BUSI', fecha: '2024-03-22' } },
  { name: 'calculadora', args: { expresion: '(27.88/26.19 - 1)*100' } },
];

export const count = (text: string, needle: string) => text.split(needle).length - 1;

export function responsesTurn(body: string) {
  const n = count(body, '"function_call_output"');
  const call = TURNS[n];
  const output = call
    ? [{ type: 'function_call', id: `fc_${n}`, call_id: `call_${n}`, name: call.name, arguments: JSON.stringify(call.args), status: 'completed' }]
    : [{ type: 'message', id: 'msg_1', role: 'assistant', status: 'completed', content: [{ type: 'output_text', text: ANSWER, annotations: [] }] }];
  return { id: `resp_${n}`, object: 'response', created_at: 0, status: 'completed', model: 'gpt-5-mini', output, usage: { input_tokens: 1, output_tokens: 1, total_tokens: 2 } };
}

export function messagesTurn(body: string) {
  const n = count(body, '"tool_result"');
  const call = TURNS[n];
  const content = call ? [{ type: 'tool_use', id: `toolu_${n}`, name: call.name, input: call.args }] : [{ type: 'text', text: ANSWER }];
  return { id: `msg_${n}`, type: 'message', role: 'assistant', model: 'claude-haiku-4-5', content, stop_reason: call ? 'tool_use' : 'end_turn', stop_sequence: null, usage: { input_tokens: 1, output_tokens: 1 } };
}

export function ollamaTurn(body: string) {
  // Results come back as user text; the system prompt names the prefix too, so count only messages that start with it.
  const n = count(body, '"content":"Tool result: ');
  const call = TURNS[n];
  const content = call ? JSON.stringify({ tool: call.name, args: call.args }) : ANSWER;
  return { id: `chatcmpl-${n}`, object: 'chat.completion', created: 0, model: 'qwen2.5:0.5b', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] };
}

export interface Host {
  headers: Record<string, string>[];
  /** Each request's body, in order (preflights aside). */
  bodies: string[];
  /** Answers given before the model's, first in first out. */
  queue: { status: number; headers?: Record<string, string> }[];
}

/** Answers a host's requests (and its CORS preflights) from the page's origin as the real API would. */
export async function impersonate(page: Page, pattern: string, turn: (body: string) => unknown): Promise<Host> {
  const host: Host = { headers: [], bodies: [], queue: [] };
  await page.route(pattern, async (route: Route) => {
    const request = route.request();
    const cors = {
      'access-control-allow-origin': (await request.headerValue('origin')) ?? '*',
      'access-control-allow-headers': (await request.headerValue('access-control-request-headers')) ?? '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-expose-headers': 'retry-after',
    };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    host.headers.push(await request.allHeaders());
    host.bodies.push(request.postData() ?? '');
    const queued = host.queue.shift();
    if (queued) {
      return route.fulfill({ status: queued.status, headers: { ...cors, ...queued.headers }, contentType: 'application/json', body: JSON.stringify({ error: { message: `status ${queued.status}`, type: 'error' } }) });
    }
    return route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify(turn(request.postData() ?? '')) });
  });
  return host;
}

