// #/mcp on one page load: the lab's lesson server listed, precio called by hand (cierre 26.19) and the server's tools
// offered to a real API (OpenAI impersonated: each call it asks for a tools/call in the trace), then a stand-in
// for a student's own server (a Playwright route answering Streamable HTTP as a JSON server does) listed and called,
// and its failures each said by kind: a URL that is not http(s), a refused connection, a malformed reply, an auth
// demand (then the token: kept in the tab only, in the browser's storage once Remember is ticked) and a CORS block
// (a reply that allows another origin: the browser refuses it to the page, and the client's no-cors probe finds the
// server there).
import { expect, test, type Page, type Route } from '@playwright/test';
import { ANSWER, impersonate, responsesTurn } from './real-hosts.ts';
import { checkAtWidth } from './routes.ts';

const STAND_IN = 'http://localhost:4999/mcp';
type Mode = 'ok' | 'refused' | 'malformed' | 'auth' | 'cors';

const TOOLS = [
  {
    name: 'saludar',
    title: 'Saludar',
    description: 'Saluda a alguien por su nombre.',
    inputSchema: { type: 'object', properties: { nombre: { type: 'string' }, formal: { type: 'boolean' } }, required: ['nombre'] },
    outputSchema: { type: 'object', properties: { saludo: { type: 'string' } }, required: ['saludo'] },
    annotations: { readOnlyHint: true, openWorldHint: false },
  },
  { name: 'borrar', description: 'Borra un registro.', inputSchema: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } },
];

/** The stand-in's answer to one JSON-RPC message, as a JSON Streamable HTTP server gives it. */
function reply(message: { id?: number; method: string; params?: { protocolVersion?: string; arguments?: { nombre?: string } } }): unknown {
  if (message.method === 'initialize') {
    return { protocolVersion: message.params?.protocolVersion, capabilities: { tools: {} }, serverInfo: { name: 'stand-in', version: '1.0.0' } };
  }
  if (message.method === 'tools/list') return { tools: TOOLS };
  const saludo = `Hola, ${message.params?.arguments?.nombre ?? '?'}`;
  return { content: [{ type: 'text', text: saludo }], structuredContent: { saludo } };
}

async function standIn(page: Page, mode: () => Mode): Promise<void> {
  await page.route(STAND_IN, async (route: Route) => {
    const request = route.request();
    const now = mode();
    if (now === 'refused') return route.abort('connectionrefused');
    // A fulfilled reply without access-control-allow-origin gets the page's origin from Playwright (its CORS
    // mending for routes), so the CORS block allows another origin: the browser then refuses the page the reply.
    const cors: Record<string, string> = { 'access-control-allow-origin': now === 'cors' ? 'http://elsewhere.example' : '*', 'access-control-expose-headers': 'mcp-session-id' };
    if (request.method() !== 'POST') return route.fulfill({ status: 405, headers: cors });
    if (now === 'malformed') return route.fulfill({ status: 200, headers: { ...cors, 'content-type': 'application/json' }, body: 'not json' });
    if (now === 'auth' && request.headers().authorization !== 'Bearer s3cret') {
      return route.fulfill({ status: 401, headers: { ...cors, 'www-authenticate': 'Bearer realm="stand-in"' }, body: '' });
    }
    const message = request.postDataJSON() as Parameters<typeof reply>[0];
    if (message.id === undefined) return route.fulfill({ status: 202, headers: cors, body: '' });
    return route.fulfill({ status: 200, headers: { ...cors, 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: message.id, result: reply(message) }) });
  });
}

test("#/mcp: the lab's lesson server listed, called by hand and offered to a real API; a stand-in server listed and called, and each of its failures said by kind; axe at phone width", async ({ page }) => {
  let mode: Mode = 'ok';
  await standIn(page, () => mode);
  // A key remembered on #/apis earlier, and OpenAI impersonated: the real API the lesson server's tools are offered to.
  const openai = await impersonate(page, 'https://api.openai.com/**', responsesTurn);
  await page.addInitScript(() => localStorage.setItem('agent-loop-lab:api-key:openai', 'sk-e2e'));
  await page.goto('./#/mcp?lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('MCP servers');

  await test.step("the lab's lesson server: tools/list with badges and schemas, precio by hand", async () => {
    const lab = page.getByTestId('mcp-lab');
    await lab.getByTestId('mcp-connect').click();
    const tools = lab.getByTestId('mcp-tool');
    await expect(tools).toHaveCount(4);
    await expect(tools.first()).toHaveAttribute('data-tool', 'precio');
    await expect(tools.first().locator('[data-hint]')).toHaveText(['read-only', 'idempotent']);
    await expect(lab.getByTestId('mcp-exchanges').first().locator('li')).toHaveCount(3);
    await expect(lab.getByTestId('mcp-exchanges').first().locator('li').first()).toHaveAttribute('data-method', 'initialize');
    await expect(lab.getByTestId('mcp-call-args')).toHaveValue(/"fecha": "2024-03-15"/);

    await lab.getByTestId('mcp-call-args').fill('{"ticker": ');
    await lab.getByTestId('mcp-call').click();
    await expect(lab.getByTestId('mcp-call-refusal')).toContainText('The arguments are not valid JSON');

    await lab.getByTestId('mcp-call-args').fill('{"ticker": "BUSI", "fecha": "2024-03-15"}');
    await lab.getByTestId('mcp-call').click();
    await expect(lab.getByTestId('mcp-call-is-error')).toHaveText('false');
    await expect(lab.getByTestId('mcp-call-structured')).toContainText('"cierre": 26.19');
    await expect(lab.getByTestId('mcp-call-result').locator('[data-method="tools/call"]')).toContainText('HTTP 200');

    // No model in this tab: the page says where to get one.
    await expect(lab.getByTestId('mcp-model-missing')).toContainText('No local model is loaded in this tab');
    await expect(lab.getByTestId('mcp-run')).toBeDisabled();
  });

  await test.step("the lesson server's tools offered to a real API: each call the model asks for is a tools/call", async () => {
    const lab = page.getByTestId('mcp-lab');
    await lab.getByRole('radio', { name: 'a real API' }).check();
    await expect(lab.getByTestId('mcp-model-missing')).toHaveCount(0);
    await lab.getByTestId('mcp-run').click();
    const trace = lab.getByTestId('mcp-trace');
    await expect(trace).toContainText(ANSWER);
    // The connection's three exchanges, then precio twice and the calculator, each a tools/call to the server.
    await expect(trace.locator('[data-testid="rpc-exchange"][data-method="tools/call"]')).toHaveCount(3);
    expect(openai.bodies).toHaveLength(4);
    expect(openai.bodies[0]).toContain('"name":"precio"');
  });

  const own = page.getByTestId('mcp-own');
  const connect = async (url = STAND_IN) => {
    await own.getByTestId('mcp-url').fill(url);
    await own.getByTestId('mcp-connect').click();
  };
  const failure = own.getByTestId('mcp-failure');

  await test.step('a URL that is not http(s) is refused before anything is sent', async () => {
    await connect('javascript:alert(1)');
    await expect(own.getByTestId('mcp-url-refusal')).toContainText('not javascript:');
  });

  await test.step('refused, then malformed: each said by kind', async () => {
    mode = 'refused';
    await connect();
    await expect(failure).toContainText(`Nothing answered at ${STAND_IN}: is the server running`);
    mode = 'malformed';
    await connect();
    await expect(failure).toContainText('The reply is not JSON-RPC');
    await expect(own.getByTestId('mcp-failure-detail')).toContainText('not json');
  });

  await test.step('the stand-in listed (hints given and assumed) and called by hand', async () => {
    mode = 'ok';
    await connect();
    await expect(own.getByTestId('mcp-status')).toHaveText('Connected to stand-in: 2 tools.');
    const tools = own.getByTestId('mcp-tool');
    await expect(tools.locator('[data-hint]').first()).toHaveText('read-only');
    await expect(tools.nth(1).locator('[data-hint]')).toHaveText(['writes* (assumed: the server gave no hint)', 'destructive* (assumed: the server gave no hint)', 'open world* (assumed: the server gave no hint)']);
    await expect(own.getByTestId('mcp-call-args')).toHaveValue('{\n  "nombre": ""\n}');
    await own.getByTestId('mcp-call-args').fill('{"nombre": "Ana"}');
    await own.getByTestId('mcp-call').click();
    await expect(own.getByTestId('mcp-call-structured')).toContainText('"saludo": "Hola, Ana"');
    await expect(own.getByTestId('mcp-call-text')).toHaveText('Hola, Ana');
  });

  await test.step('an auth demand keeps the listing; the token connects, kept in the tab unless Remember is ticked', async () => {
    mode = 'auth';
    await connect();
    await expect(failure).toContainText('The server asks for a token (401)');
    await expect(own.getByTestId('mcp-listing')).toBeVisible();
    await own.getByTestId('mcp-token').fill('s3cret');
    await own.getByTestId('mcp-connect').click();
    await expect(own.getByTestId('mcp-status')).toHaveText('Connected to stand-in: 2 tools.');
    const stored = () => page.evaluate(() => Object.values(localStorage).filter((v) => v === 's3cret').length);
    expect(await stored()).toBe(0);
    await own.getByTestId('mcp-remember').check();
    expect(await stored()).toBe(1);
  });

  await test.step("a reply that allows another origin is a CORS block, with what to allow", async () => {
    mode = 'cors';
    await own.getByTestId('mcp-connect').click();
    await expect(failure).toContainText('its CORS headers do not let this page read it');
    await expect(failure).toContainText('mcp-protocol-version, mcp-session-id, content-type, authorization');
  });

  await test.step('at phone width, everything shown and every <details> open: axe finds nothing, nothing scrolls sideways', async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await checkAtWidth(page, '#/mcp at 360 px')).toEqual([]);
  });
});
