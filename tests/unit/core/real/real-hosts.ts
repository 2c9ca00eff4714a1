// MSW handlers that impersonate the real APIs' hosts (api.openai.com, api.anthropic.com,
// generativelanguage.googleapis.com) by passing each request on to the lab's simulators, which answer in each
// API's own shapes; and a local Ollama (localhost:11434) whose model has no native tool calls and writes them as
// JSON text. Every request's URL and headers are kept; a test can queue answers (a 401, a 429) to go first.
import { http, HttpResponse, type RequestHandler } from 'msw';
import { createInPageFetch } from '../../../../src/core/sim/in-page-fetch.ts';
import { createSimHandlers } from '../../../../src/core/sim/sim-handlers.ts';
import { TEXT_RESULT_PREFIX } from '../../../../src/core/providers/json-tool-calls.ts';
import { o200kUsage } from '../../../../src/core/sim/o200k-usage.ts';
import { LESSON_MODELS } from '../../../../src/core/sim/scripted-model.ts';

const SIM_ROOT = 'http://sim.test';

const HOSTS: [real: string, sim: string][] = [
  ['https://api.openai.com', `${SIM_ROOT}/openai`],
  ['https://api.anthropic.com', `${SIM_ROOT}/anthropic`],
  ['https://generativelanguage.googleapis.com', `${SIM_ROOT}/gemini`],
];

export const OLLAMA = 'http://localhost:11434';

export interface SeenRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface RealHosts {
  handlers: RequestHandler[];
  seen: SeenRequest[];
  /** Answers that go before the simulators', first in first out. */
  queue: (() => Response)[];
  reset(): void;
}

export function createRealHosts(): RealHosts {
  const sim = createInPageFetch(createSimHandlers(SIM_ROOT, LESSON_MODELS, o200kUsage));
  const seen: SeenRequest[] = [];
  const queue: (() => Response)[] = [];
  const record = async (request: Request): Promise<string> => {
    const body = await request.clone().text();
    seen.push({ url: request.url, headers: Object.fromEntries(request.headers.entries()), body });
    return body;
  };
  const handlers: RequestHandler[] = [
    ...HOSTS.map(([real, simBase]) =>
      http.all(`${real}/*`, async ({ request }) => {
        const body = await record(request);
        const queued = queue.shift();
        if (queued) return queued();
        return sim(new Request(request.url.replace(real, simBase), { method: request.method, headers: request.headers, body }));
      }),
    ),
    http.post(`${OLLAMA}/v1/chat/completions`, async ({ request }) => {
      const body = await record(request);
      const queued = queue.shift();
      if (queued) return queued();
      return HttpResponse.json(ollamaTurn(JSON.parse(body) as { model: string; messages: { role: string; content: unknown }[] }));
    }),
  ];
  return {
    handlers,
    seen,
    queue,
    reset() {
      seen.length = 0;
      queue.length = 0;
    },
  };
}

/** The JSON-text model: both prices, the calculator on them, then the answer from its result. */
function ollamaTurn(request: { model: string; messages: { role: string; content: unknown }[] }) {
  const results = request.messages
    .filter((m) => m.role === 'user' && typeof m.content === 'string' && m.content.startsWith(TEXT_RESULT_PREFIX))
    .map((m) => JSON.parse(String(m.content).slice(TEXT_RESULT_PREFIX.length)) as { resultado: unknown });
  const call = (tool: string, args: Record<string, unknown>) => JSON.stringify({ tool, args });
  const closes = results.slice(0, 2).map((r) => (r.resultado as { cierre: number }).cierre);
  const content =
    results.length === 0
      ? call('precio', { ticker: 'BUSI', fecha: '2024-03-15' })
      : results.length === 1
        ? call('precio', { ticker: 'BUSI', fecha: '2024-03-22' })
        : results.length === 2
          ? call('calculadora', { expresion: `(${closes[1]}/${closes[0]} - 1)*100` })
          : `El cierre de BUSI varió un ${Number(results[2]?.resultado).toFixed(2)} % entre 2024-03-15 y 2024-03-22.`;
  return {
    id: `chatcmpl-${results.length}`,
    object: 'chat.completion',
    created: 0,
    model: request.model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}
