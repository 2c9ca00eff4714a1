// A run whose tools an MCP server ran shows its JSON-RPC exchanges as API bodies are shown: the connection's
// before step 1, each result's tools/call under it, each labelled with its method, in both languages; a run
// without MCP shows none. Rendered on the server with a golden trace given the fields.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { render } from 'svelte/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResultEvent, Trace } from '../../../../../src/core/agent/trace.ts';
import type { RpcExchange } from '../../../../../src/core/tools/rpc-exchange.ts';
import { route } from '../../../../../src/ui/common/route.svelte.ts';
import TraceTimeline from '../../../../../src/ui/common/trace/TraceTimeline.svelte';

const GOLDEN = fileURLToPath(new URL('../../../../golden/lesson/correcto.anthropic.lesson.trace.json', import.meta.url));
const golden = (): Trace => (JSON.parse(readFileSync(GOLDEN, 'utf8')) as { trace: Trace }).trace;

const URL_ = 'http://lab.test/mcp/lesson';
const exchange = (method: string, status: number | null, response: string): RpcExchange => ({ method, url: URL_, status, request: `{"method":"${method}"}`, response });

function overMcp(): Trace {
  const trace = golden();
  trace.toolServer = {
    url: URL_,
    exchanges: [exchange('initialize', 200, '{"result":{}}'), exchange('notifications/initialized', 202, ''), exchange('tools/list', 200, '{"result":{"tools":[]}}')],
  };
  const result = trace.events.find((e): e is ResultEvent => e.type === 'result');
  if (!result) throw new Error('no result in the golden trace');
  result.rpc = exchange('tools/call', 200, '{"result":{"content":[]}}');
  return trace;
}

const view = (trace: Trace, lang: 'en' | 'es') => {
  route.params = { lang };
  return render(TraceTimeline, { props: { trace } }).body;
};

describe('MCP exchanges in the timeline', () => {
  afterEach(() => {
    route.params = {};
  });

  it("shows the connection's exchanges before step 1 and a call's under its result", () => {
    const html = view(overMcp(), 'en');
    const server = html.indexOf('data-testid="tool-server"');
    expect(server).toBeGreaterThan(-1);
    expect(server).toBeLessThan(html.indexOf('data-step="1"'));
    expect(html).toContain(`Tools from the MCP server ${URL_}: connecting and listing them`);
    expect(html).toContain('MCP initialize — request body');
    expect(html).toContain('MCP tools/list — response body, HTTP 200');
    expect(html).toContain('MCP notifications/initialized: HTTP 202, empty body');
    const call = html.indexOf('data-method="tools/call"');
    expect(call).toBeGreaterThan(html.indexOf('class="result'));
    expect(html).toContain('MCP tools/call — request body');
    expect(html).toContain('MCP tools/call — response body, HTTP 200');
  });

  it('says so in Spanish, and says when no reply came', () => {
    const trace = overMcp();
    Object.assign(trace.toolServer?.exchanges[2] ?? {}, { status: null, response: '' });
    const html = view(trace, 'es');
    expect(html).toContain(`Herramientas del servidor MCP ${URL_}: conexión y lista`);
    expect(html).toContain('MCP initialize — cuerpo de la petición');
    expect(html).toContain('MCP tools/list: no llegó respuesta');
  });

  it('shows nothing of MCP for a run without it', () => {
    const html = view(golden(), 'en');
    expect(html).not.toContain('data-testid="tool-server"');
    expect(html).not.toContain('data-testid="rpc-exchange"');
  });
});
