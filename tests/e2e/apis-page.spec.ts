import { expect, test, type BrowserContext, type Page, type Response } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { figures, holdTokenizer, nearChart, openAllFigures, row } from './apis-table.ts';
import { LESSON_ROWS, MISSING_PERCENTAGE, RUN_ALL_TIMEOUT } from './lesson-rows.ts';
import { openControlled } from './site-server.ts';
import { lessonSession } from './mcp-session.ts';
import { LESSON_TOOLS } from '../../src/core/tools/lesson-tools.ts';

function hashParams(page: Page): Record<string, string> {
  const hash = new URL(page.url()).hash;
  return Object.fromEntries(new URLSearchParams(hash.slice(hash.indexOf('?') + 1)));
}

test("Run all fills a matrix of verdicts, a chip opens its run, and the folded table holds the lesson's rows", async ({ page }) => {
  // A short timeout keeps the no-answer scenario (fallo_api_lento) to a few seconds.
  await page.goto(`./#/apis?lang=en&${RUN_ALL_TIMEOUT}`);
  const table = page.getByRole('table', { name: /one row per scenario and provider/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Scenario', 'Provider', 'Verdict', 'Steps', 'Calls', 'Errors', 'Tokens', 'Answer']);

  // From the keyboard, as a teacher at the projector might.
  await page.getByRole('button', { name: 'Run all' }).focus();
  await page.keyboard.press('Enter');
  // The matrix: a row a scenario, a column a provider, a verdict chip a run.
  const matrix = page.getByRole('table', { name: /each chip is a run's verdict/ });
  await expect(matrix.getByRole('columnheader')).toHaveText(['Scenario', 'OpenAI Responses API', 'OpenAI Chat Completions', 'Anthropic Messages API', 'Gemini generateContent']);
  await expect(matrix.locator('td[data-status="done"]')).toHaveCount(28, { timeout: 60_000 });
  expect(hashParams(page).all).toBe('1');
  const chip = (scenario: string, provider: string) => matrix.locator(`td[data-scenario="${scenario}"][data-provider="${provider}"] button`);
  // Its name: the run, then the chip's words as shown, then the whole verdict where the chip shortens it.
  await expect(chip('correcto', 'anthropic')).toHaveAccessibleName('correcto (correct) on Anthropic Messages API: ✓ OK 3 steps · 643 tokens');
  await expect(chip('herramienta_equivocada', 'gemini')).toHaveAccessibleName(
    `herramienta_equivocada (wrong tool) on Gemini generateContent: ✗ 1 finding (${MISSING_PERCENTAGE}) 2 steps · 185 tokens`,
  );
  await expect(chip('bucle', 'openai-chat')).toContainText('✗ no answer (step limit)');
  // A chip opens its run beside the controls.
  await chip('argumentos_inventados', 'gemini').click();
  await expect(page.getByTestId('apis-trace')).toHaveAttribute('data-scenario', 'argumentos_inventados');
  await expect(chip('argumentos_inventados', 'gemini')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('outcome-strip').locator('[data-what="steps"] .value')).toHaveText('4');
  await expect(page.getByTestId('run-one')).toBeInViewport();

  // The figures of every run, folded under the matrix.
  await openAllFigures(page);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(7 * 4);
  await expect(table.getByRole('rowheader').first().getByRole('button')).toHaveText('correcto (correct)');

  for (const [scenario, provider, steps, calls, errors, tokens, answer, verdict] of LESSON_ROWS) {
    expect(await figures(row(page, scenario, provider)), `${scenario} on ${provider}`).toEqual({
      steps,
      calls,
      errors,
      tokens,
      answer,
      verdict,
    });
  }
  // The two APIs the lesson did not run get their own rows, the same trace with their own bytes (Chat Completions
  // echoes each assistant message with the `refusal` and `annotations` the API gives it).
  const ownRows = { 'openai-chat': ['630', '229', '1,089', '1,763'], gemini: ['468', '185', '803', '1,267'] };
  for (const [provider, tokens] of Object.entries(ownRows)) {
    const scenarios = ['correcto', 'herramienta_equivocada', 'argumentos_inventados', 'bucle'];
    for (const [i, scenario] of scenarios.entries()) {
      expect((await figures(row(page, scenario, provider))).tokens, `${scenario} on ${provider}`).toBe(tokens[i]);
    }
  }
  // Endpoint failures end cleanly: no answer, and the verifier says why.
  for (const [scenario, reason] of [
    ['fallo_api', 'HTTP 500'],
    ['fallo_api_forma', 'malformed response'],
    ['fallo_api_lento', 'timeout'],
  ] as const) {
    const f = await figures(row(page, scenario, 'anthropic'));
    expect(f.answer).toBe('no answer (endpoint error)');
    expect(f.verdict).toContain(reason);
  }

  // A row's scenario opens its trace.
  await row(page, 'bucle', 'anthropic').getByRole('button').click();
  await expect(page.getByTestId('apis-trace')).toHaveAttribute('data-scenario', 'bucle');
  await expect(page.getByTestId('end-reason')).toHaveText('Cut off by the step limit: 6 steps without an answer.');
  expect(hashParams(page)).toMatchObject({ scenario: 'bucle', provider: 'anthropic', all: '1' });
});

test('at 1280×720, a guardrail toggled beside the run changes the outcome strip and the lit loop, with no scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./#/apis?lang=en&scenario=bucle');
  const strip = page.getByTestId('outcome-strip');
  const diagram = page.getByTestId('loop-diagram').first();
  const figure = (what: string) => strip.locator(`[data-what="${what}"]`);
  await expect(strip).toHaveAttribute('data-state', 'ended');
  await expect(figure('end').locator('.value')).toHaveText('step limit');
  await expect(figure('errors').locator('.value')).toHaveText('5');
  await expect(figure('tokens').locator('.value')).toHaveText('1,643');
  await expect(page.getByTestId('outcome-against')).toHaveText('The first run on this visit: the next one shows what changed.');
  await expect(diagram.locator('[data-gate="repetition"]')).toHaveAttribute('data-state', 'on');
  const repetition = page.getByRole('checkbox', { name: 'Repeated-call detection' });
  for (const shown of [repetition, strip, diagram, page.getByTestId('run-one')]) await expect(shown).toBeInViewport();

  await repetition.uncheck();
  // The same run without the guardrail: the repeats are no longer errors, the loop costs more, the gate is grey.
  await expect(figure('errors')).toHaveAttribute('data-changed', 'true');
  await expect(figure('errors').locator('.value')).toHaveText('0');
  await expect(figure('errors').locator('.change')).toHaveText('−5');
  await expect(figure('tokens').locator('.change')).toHaveText('+160');
  await expect(figure('steps')).toHaveAttribute('data-changed', 'false');
  await expect(page.getByTestId('outcome-against')).toHaveText('Changes against the run before: bucle (loop) on OpenAI Responses API');
  await expect(diagram.locator('[data-gate="repetition"]')).toHaveAttribute('data-state', 'off');
  await expect(page.locator('#apis-trace-h')).toHaveText('Trace: bucle (loop) on OpenAI Responses API (no repeat detection)');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  for (const shown of [repetition, strip, diagram]) await expect(shown).toBeInViewport();

  // Back on: the strip now compares with the run without it.
  await repetition.check();
  await expect(figure('errors').locator('.change')).toHaveText('+5');
  await expect(page.getByTestId('outcome-against')).toHaveText('Changes against the run before: bucle (loop) on OpenAI Responses API (no repeat detection)');
  // Each part below the run has a link of its own, which opens the page there.
  const nav = page.getByRole('navigation', { name: 'On this page' });
  await nav.getByRole('link', { name: 'Prices' }).click();
  await expect(page.locator('#apis-prices-h')).toBeFocused();
  await expect(page.locator('#apis-prices-h')).toBeInViewport();
  expect(new URL(page.url()).hash).toContain('at=prices');
  const fresh = await page.context().newPage();
  await fresh.setViewportSize({ width: 1280, height: 720 });
  await fresh.goto('./#/apis?lang=en&at=chart');
  await expect(fresh.locator('#apis-chart-h')).toBeInViewport();
  await expect(fresh.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'What a loop costs' })).toHaveAttribute('aria-current', 'location');
});

test('the first trace shows after under 500 KB of gzipped JavaScript, without the tokenizer', async ({ page }) => {
  // The tokenizer's chunk is held until the trace is on screen: whatever came before is what the trace needed.
  const tokenizer = await holdTokenizer(page);
  const bodies = new Map<string, Promise<Buffer>>();
  const keep = (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.set(response.url(), response.body());
  };
  page.on('response', keep);
  await page.goto('./#/apis?lang=en');
  await expect(page.getByTestId('apis-trace').getByTestId('end-reason')).toBeVisible();
  // Only what came before the trace is read: a panel's chunk arriving as the test ends would fail its body's read.
  page.off('response', keep);
  const before = [...bodies.values()];
  tokenizer.release();
  expect((await figures(row(page, 'correcto', 'openai-responses'))).tokens).toBe('630');
  expect(tokenizer.asked()).toBe(true);
  let initial = 0;
  for (const body of before) initial += gzipSync(await body).length;
  test.info().annotations.push({ type: 'JavaScript before the first trace, gzip bytes', description: String(initial) });
  // The shell, the page, the in-page simulators, zod, hyparquet (in the data worker) and the selected run's SDK.
  expect(initial).toBeGreaterThan(200_000);
  expect(initial).toBeLessThan(500_000);
});

test('without service workers, the page says so and the same figures come out in-page', async ({ page }) => {
  await page.addInitScript(() => {
    // What a plain-http LAN address looks like to the page: no navigator.serviceWorker at all.
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
  });
  const seen: string[] = [];
  const mcpSeen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/sim/')) seen.push(request.url());
    if (request.url().includes('/mcp/')) mcpSeen.push(request.url());
  });
  // Its tools over MCP too: with no worker, the page's MCP servers answer its client in the page.
  await page.goto('./#/apis?lang=en&provider=anthropic&scenario=bucle&via=mcp');
  await expect(page.getByTestId('sim-transport')).toHaveAttribute('data-mode', 'in-page');
  await expect(page.getByTestId('sim-transport')).toHaveText(
    'In-page interception (this browser has no service workers): requests are not visible in the Network panel.',
  );
  // And what that costs: no offline copy, said where the storage is.
  await expect(page.getByTestId('offline-short')).toHaveText('not available here');
  await page.getByTestId('site-storage').locator('summary').click();
  await expect(page.getByTestId('offline-status')).toHaveText('Offline use is not available here (this browser has no service workers). The lab works online.');
  expect(await figures(row(page, 'bucle', 'anthropic'))).toEqual({
    steps: '6',
    calls: '6',
    errors: '5',
    tokens: '1,763',
    answer: 'no answer (step limit)',
    verdict: 'no answer: step limit',
  });
  await nearChart(page);
  await expect(page.getByTestId('token-figures').locator('tr[data-step="30"] td')).toHaveText('41,639');
  expect(seen).toEqual([]);
  // tools/list answered in the page: the lesson's tools with their hints and output schemas.
  const listing = page.getByTestId('apis-trace').getByTestId('tool-server').locator('[data-method="tools/list"]');
  await listing.getByText(/response body/).click();
  // A 2025-era client's reply comes as a server-sent event: its data line holds the JSON-RPC response.
  const body = (await listing.locator('pre').last().textContent()) ?? '';
  const listed = JSON.parse(body.slice(body.indexOf('{'))) as { result: { tools: { name: string; annotations: object; outputSchema: object }[] } };
  expect(listed.result.tools.map((t) => t.name)).toEqual([...LESSON_TOOLS]);
  for (const tool of listed.result.tools) expect(tool, tool.name).toMatchObject({ annotations: { readOnlyHint: true }, outputSchema: { type: 'object' } });
  expect(mcpSeen).toEqual([]);
});

test('the token chart draws the loop without a limit, with the figures at 6, 12 and 30 steps', async ({ page }) => {
  await page.goto('./#/apis?lang=en');
  await nearChart(page);
  const chart = page.getByTestId('token-chart');
  await expect(chart).toHaveAttribute('data-drawn', 'true');
  const painted = await chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let n = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n += 1;
    return n;
  });
  expect(painted).toBeGreaterThan(20_000);
  await expect(chart).toHaveAttribute(
    'aria-label',
    'Tokens sent grow with the square of the steps: 1,763 after 6 steps, 6,818 after 12 steps, 41,639 after 30 steps. The correct case sends 643 in 3 requests.',
  );
  const table = page.getByTestId('token-figures');
  await expect(table.locator('tbody th')).toHaveText([
    'bucle, after 6 steps (the step limit)',
    'bucle, after 12 steps',
    'bucle, after 30 steps',
    'correcto, whole run (3 requests)',
  ]);
  await expect(table.locator('tbody td')).toHaveText(['1,763', '6,818', '41,639', '643']);
  await page.getByText('Every step, as a table').click();
  const perStep = page.locator('table.every-step tbody tr');
  await expect(perStep).toHaveCount(30);
  await expect(perStep.nth(0).locator('td')).toHaveText(['53', '53']);
  await expect(perStep.nth(29).locator('td')).toHaveText(['2,708', '41,639']);

  // Fewer steps, and a step limit of 4: the figures follow, and the link keeps both.
  await page.getByLabel('Steps of the loop').fill('12');
  await page.getByLabel('Steps of the loop').press('Enter');
  await page.getByLabel('steps', { exact: true }).fill('4');
  await page.getByLabel('steps', { exact: true }).press('Enter');
  await expect(table.locator('tbody tr th')).toHaveText(['bucle, after 4 steps (the step limit)', 'bucle, after 12 steps', 'correcto, whole run (3 requests)']);
  await expect(table.locator('tr[data-step="12"] td')).toHaveText('6,818');
  await expect(table.locator('tr[data-step="4"] td')).toHaveText('806');
  expect(hashParams(page)).toMatchObject({ chart: '12', steps: '4' });
});

test('the verifier panel flags the invented headline of exercise 1 and passes the faithful one', async ({ page }) => {
  await page.goto('./#/apis?lang=en');
  const panel = page.getByTestId('verifier-panel');
  await panel.getByLabel('Reference trace').selectOption('ejercicio_1');
  await expect(panel).toContainText('buscar_noticias({"ticker":"BUSI","desde":"2024-03-18","hasta":"2024-03-20"})');
  await expect(panel.locator('li[data-answer="inventada"] .verdict')).toHaveText(
    'headline not in any news result: Busmar Hogar dispara su beneficio un 40 %',
  );
  await expect(panel.locator('li[data-answer="fiel"] .verdict')).toHaveText('OK');

  const box = panel.getByLabel('Your answer');
  const findings = panel.getByTestId('verifier-findings');
  await box.fill('There was a news item: "Busmar Hogar dispara su beneficio un 40 %".');
  await expect(findings.locator('li')).toHaveCount(1);
  await expect(findings.locator('li')).toHaveAttribute('data-code', 'invented_headline');
  await expect(findings).toContainText('The answer quotes "Busmar Hogar dispara su beneficio un 40 %", but no news search returned that text word for word.');
  await expect(findings).toContainText('headline not in any news result: Busmar Hogar dispara su beneficio un 40 %');

  await box.fill('On March 19: “Un fondo ofrece comprar Busmar Hogar”.');
  await expect(findings).toHaveText('OK: the verifier finds nothing to flag.');

  // The typed answer is in the link; in Spanish the same finding reads in Spanish.
  await box.fill('Hubo una noticia: "Busmar Hogar dispara su beneficio un 40 %".');
  await expect(findings.locator('li')).toHaveAttribute('data-code', 'invented_headline');
  // The hash is written after the input event; read it once it has landed, not right after fill().
  await expect.poll(() => hashParams(page)).toMatchObject({ ref: 'ejercicio_1', answer: 'Hubo una noticia: "Busmar Hogar dispara su beneficio un 40 %".' });
  await page.goto(page.url().replace('lang=en', 'lang=es'));
  await expect(page.getByTestId('verifier-findings')).toContainText('La respuesta cita «Busmar Hogar dispara su beneficio un 40 %»');
});

// Through the site's worker: each request is in the Network panel, and its usage counts are the lab's exact ones.
// One context for the block, so that the worker installs and precaches the site once (in the first test), not in
// each test's own context; each test opens its own page in it. Run all's progress (was run-all.spec.ts) is here
// for the same reason.
test.describe('through the site worker', () => {
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }, testInfo) => {
    context = await browser.newContext({ baseURL: testInfo.project.use.baseURL, serviceWorkers: 'allow' });
  });
  test.afterAll(async () => {
    await context.close();
  });
  test.beforeEach(async () => {
    page = await context.newPage();
  });
  test.afterEach(async () => {
    await page.close();
  });

  test('through the service worker, every request to the fake APIs is a real request the page can see', async () => {
    const simulated: { url: string; fromWorker: boolean; body: string | null }[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/sim/')) {
        simulated.push({ url: response.url(), fromWorker: response.fromServiceWorker(), body: response.request().postData() });
      }
    });
    await openControlled(page, './#/apis?lang=en&provider=openai-responses&scenario=correcto&chart=6');
    await expect(page.getByTestId('sim-transport')).toHaveAttribute('data-mode', 'service-worker');
    await expect(page.getByTestId('sim-transport')).toContainText('Requests go through a service worker: open the Network panel');
    expect(await figures(row(page, 'correcto', 'openai-responses'))).toMatchObject({ steps: '3', tokens: '630' });
    // The sections below the run are drawn, the price table among them; the chart, three screens down, waits to be
    // near before its runs play.
    await expect(page.getByRole('table', { name: 'Prices in US dollars per million tokens' })).toBeVisible();
    expect(simulated).toHaveLength(3);
    await nearChart(page);
    await expect(page.getByTestId('token-chart')).toHaveAttribute('data-drawn', 'true');

    // Three requests of the run, then the chart's: 6 of the loop and 3 of the correct case, all on Anthropic.
    await expect.poll(() => simulated.length).toBe(3 + 6 + 3);
    expect(simulated.every((r) => r.fromWorker)).toBe(true);
    const responsesApi = simulated.filter((r) => r.url.endsWith('/some/sub/sim/openai/v1/responses'));
    expect(responsesApi).toHaveLength(3);
    expect(simulated.filter((r) => r.url.endsWith('/some/sub/sim/anthropic/v1/messages'))).toHaveLength(9);

    // The timeline's raw request is the body that went over the wire.
    const firstStep = page.locator('[data-testid="apis-trace"] li.step[data-step="1"]');
    await firstStep.getByText(/^Request body/).click();
    await expect(firstStep.locator('pre').first()).toHaveText(responsesApi[0]!.body!);
    expect(JSON.parse(responsesApi[0]!.body!)).toMatchObject({ model: 'correcto' });

    // "Run again" sends the requests again.
    await page.getByRole('button', { name: 'Run again' }).click();
    await expect.poll(() => simulated.filter((r) => r.url.endsWith('/responses')).length).toBe(6);
  });

  test("a response's usage is the lab's own count of its request, and the page says how the fakes stand against the providers' docs", async () => {
    await openControlled(page, './#/apis?lang=en&provider=anthropic&scenario=correcto');
    await expect(page.getByTestId('sim-transport')).toHaveAttribute('data-mode', 'service-worker');
    expect(await figures(row(page, 'correcto', 'anthropic'))).toMatchObject({ steps: '3', tokens: '643' });
    // The lesson's first request is 53 o200k_base tokens: the simulated API reports that as its usage.
    const firstStep = page.locator('[data-testid="apis-trace"] li.step[data-step="1"]');
    await firstStep.getByTestId('model-output').locator('summary').click();
    await expect(firstStep.getByTestId('model-output').locator('pre')).toContainText('"usage":{"input_tokens":53,');
    await expect(firstStep.getByTestId('model-output').locator('pre')).toContainText('"id":"toolu_0_0"');
    await expect(page.getByTestId('wire-divergences')).toContainText("The lesson's bytes keep what the lesson's figures depend on");
    await page.goto(page.url().replace('lang=en', 'lang=es'));
    await expect(page.getByTestId('wire-divergences')).toContainText('Los bytes de la lección conservan aquello de lo que dependen sus cifras');
  });

  test('streamed answers: the SDK asks for server-sent events and the raw response shows them, the run the same', async () => {
    await openControlled(page, './#/apis?lang=en&provider=anthropic&scenario=correcto');
    // The advanced settings are folded until opened (or set by the link).
    const advanced = page.getByTestId('apis-advanced');
    await expect(advanced).not.toHaveAttribute('open');
    await expect(page.getByRole('checkbox', { name: /Streamed answers/ })).toBeHidden();
    await advanced.locator('summary').click();
    await expect(advanced).toHaveAttribute('open', '');
    await page.getByRole('checkbox', { name: /Streamed answers/ }).check();
    expect(hashParams(page).stream).toBe('1');
    const shown = await figures(row(page, 'correcto', 'anthropic'));
    // The same run; each request says "stream":true too, so the bill is a little higher than the lesson's 643.
    expect(shown).toMatchObject({ steps: '3', calls: '3', errors: '0', verdict: 'OK' });
    expect(Number(shown.tokens.replace(/\D/g, ''))).toBeGreaterThan(643);
    const firstStep = page.locator('[data-testid="apis-trace"] li.step[data-step="1"]');
    await firstStep.getByTestId('model-output').locator('summary').click();
    const raw = firstStep.getByTestId('model-output').locator('pre');
    await expect(raw).toContainText('event: message_start');
    await expect(raw).toContainText('"type":"input_json_delta"');
    await expect(raw).toContainText('event: message_stop');
  });

  test('a link made with the controls reproduces the run in a fresh page', async () => {
    // Both pages through the service worker, whose usage counts are the lab's exact ones: before its counter loads,
    // the in-page fallback reports o200k's upper bound instead (its script header says so), and the bytes differ.
    await openControlled(page, './#/apis?lang=es');
    await page.getByLabel('Proveedor (forma de la API)').selectOption('anthropic');
    await page.getByLabel('Escenario').selectOption('argumentos_inventados');
    await page.getByLabel('Detección de llamadas repetidas').uncheck();
    await page.getByLabel('pasos', { exact: true }).fill('8');
    await page.getByLabel('pasos', { exact: true }).press('Enter');
    await page.getByTestId('apis-advanced').locator('summary').click();
    await expect(page.getByTestId('apis-advanced')).toHaveAttribute('open', '');
    await page.getByLabel('Bytes realistas de la API').check();
    expect(hashParams(page)).toMatchObject({
      provider: 'anthropic',
      scenario: 'argumentos_inventados',
      off: 'repetition',
      steps: '8',
      profile: 'realistic',
    });
    const shown = await figures(row(page, 'argumentos_inventados', 'anthropic'));
    expect(shown).toMatchObject({ steps: '4', calls: '4', errors: '1', verdict: 'OK' });
    // Realistic bytes cost more than the lesson's 1101.
    expect(Number(shown.tokens.replace(/\D/g, ''))).toBeGreaterThan(1101);
    const timeline = (await page.getByTestId('apis-trace').locator('ol.timeline').textContent()) ?? '';

    // A new tab: the controls live in the link alone (the page stores none of them), so a tab of the same browser
    // starts from nothing but the link, and its worker is already installed.
    const fresh = await context.newPage();
    await openControlled(fresh, page.url());
    await expect(fresh.getByLabel('Proveedor (forma de la API)')).toHaveValue('anthropic');
    await expect(fresh.getByLabel('Escenario')).toHaveValue('argumentos_inventados');
    await expect(fresh.getByLabel('Detección de llamadas repetidas')).not.toBeChecked();
    await expect(fresh.getByLabel('pasos', { exact: true })).toHaveValue('8');
    await expect(fresh.getByLabel('Bytes realistas de la API')).toBeChecked();
    // A link that sets an advanced setting opens them.
    await expect(fresh.getByTestId('apis-advanced')).toHaveAttribute('open', '');
    expect(await figures(row(fresh, 'argumentos_inventados', 'anthropic'))).toEqual(shown);
    await expect(fresh.getByTestId('apis-trace').locator('ol.timeline')).toHaveText(timeline);
    // The invented arguments fail validation, with their label, and the error goes back as data.
    const first = fresh.locator('li.step[data-step="1"] li.call');
    await expect(first.locator('code.asked')).toHaveText('precio({"ticker":"BUSMAR","fecha":"15/03/2024"})');
    await expect(first.getByTestId('validation')).toHaveText(/no válida\s*value_error/);
    await expect(first.locator('.result')).toContainText('argumentos no válidos: ticker: String should match pattern');
    await expect(fresh.getByTestId('script-report')).toHaveAttribute('data-status', 'complete');
    await fresh.close();
  });

  // Counted from the network log: through the site's worker, each request is a real one.
  test('Tools from MCP: the lesson run reaches the same figures, each JSON-RPC request a real one the worker answered, the exchanges in its trace; any client in the page gets the listing and a call', async ({ baseURL }) => {
    const mcp: { run: string; method: string; name?: string; status: number; fromWorker: boolean }[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('/mcp/lesson')) return;
      const body = JSON.parse(response.request().postData() ?? '{}') as { method?: string; params?: { name?: string } };
      const method = body.method ?? response.request().method();
      mcp.push({ run: url.searchParams.get('run') ?? '', method, name: body.params?.name, status: response.status(), fromWorker: response.fromServiceWorker() });
    });
    await openControlled(page, './#/apis?lang=en&provider=openai-responses&scenario=correcto&chart=6&via=mcp');
    await expect(page.getByTestId('tools-from')).toHaveValue('mcp');
    expect(await figures(row(page, 'correcto', 'openai-responses'))).toMatchObject({ steps: '3', tokens: '630' });
    // Each run is its own client of mcp/lesson?run=…: the handshake, the listing, then one tools/call per call.
    await expect.poll(() => mcp.filter((r) => r.method === 'tools/call' && r.name === 'calculadora').length).toBeGreaterThan(0);
    const runOf = mcp.find((r) => r.name === 'calculadora')!.run;
    const correct = mcp.filter((r) => r.run === runOf);
    // The SDK's client also asks for a stream of the server's own messages (a GET); a stateless server has none (405).
    expect(correct.filter((r) => r.method === 'GET').map((r) => r.status)).toEqual([405]);
    const posted = correct.filter((r) => r.method !== 'GET');
    expect(posted.map((r) => r.name ?? r.method)).toEqual(['initialize', 'notifications/initialized', 'tools/list', 'precio', 'precio', 'calculadora']);
    expect(mcp.every((r) => r.fromWorker)).toBe(true);
    const trace = page.getByTestId('apis-trace');
    await expect(trace.getByTestId('tool-server').getByTestId('rpc-exchange')).toHaveCount(3);
    await expect(trace.locator('li.step[data-step="1"] [data-testid="rpc-exchange"][data-method="tools/call"]')).toHaveCount(2);

    // Any client in the page: a session of its own posted to mcp/lesson (the worker hands each request to the tab).
    mcp.length = 0;
    const session = await lessonSession(page, baseURL!);
    // initialize, the notification (accepted, no body), tools/list, tools/call.
    expect(session.statuses).toEqual([200, 202, 200, 200]);
    expect(session.tools.map((t) => t.name)).toEqual([...LESSON_TOOLS]);
    for (const tool of session.tools) {
      expect(tool.annotations, tool.name).toMatchObject({ readOnlyHint: true, openWorldHint: false });
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
    expect(session.call.isError ?? false).toBe(false);
    expect(session.call.structuredContent).toMatchObject({ cierre: 26.19 });
    expect(mcp.map((r) => [r.method, r.fromWorker])).toEqual([['initialize', true], ['notifications/initialized', true], ['tools/list', true], ['tools/call', true]]);
  });

  test('Run all shows its progress, cannot start twice while the table plays, and plays afresh once it is done', async () => {
    const simulated: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/sim/')) simulated.push(request.url());
    });
    // A short timeout keeps the slow-endpoint scenario (fallo_api_lento) to a few seconds: long enough to press again.
    await openControlled(page, `./#/apis?lang=en&${RUN_ALL_TIMEOUT}`);
    const button = page.getByTestId('run-all');
    const rows = page.locator('[data-testid="apis-results"] tbody tr');
    const done = page.locator('[data-testid="apis-results"] tbody tr[data-status="done"]');
    // The selected run's 3 requests first (the token chart's runs wait for the chart to come near).
    await expect.poll(() => simulated.length).toBe(3);
    await expect(button).toHaveText('Run all');
    await expect(button).toBeEnabled();

    await button.click();
    await expect(button).toHaveText(/^Running \d+ of 28…$/);
    await expect(button).toBeDisabled();
    await expect(button.locator('xpath=..')).toHaveAttribute('aria-live', 'polite');
    await expect(done).toHaveCount(28, { timeout: 60_000 });
    await expect(button).toHaveText('Run all');
    await expect(button).toBeEnabled();
    await expect(rows).toHaveCount(28);
    // The 27 rows not yet shown were played; the selected one (3 requests) was not played again.
    const first = simulated.length - 3;

    // Pressed again: every row afresh. Pressed a third time while they play, by keyboard and by mouse: nothing new.
    let before = simulated.length;
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveText(/^Running \d+ of 28…$/);
    await page.keyboard.press('Enter');
    await button.click({ force: true });
    await expect(button).toBeDisabled();
    await expect(done).toHaveCount(28, { timeout: 60_000 });
    await expect(button).toHaveText('Run all');
    await expect(button).toBeEnabled();
    await expect(button).toBeFocused();
    const again = simulated.length - before;

    // Once more, pressed once: the same requests as the run above, so the presses while it played sent none.
    before = simulated.length;
    await button.click();
    await expect(button).toBeDisabled();
    await expect(done).toHaveCount(28, { timeout: 60_000 });
    await expect(button).toBeEnabled();
    const once = simulated.length - before;
    expect(once).toBeGreaterThan(28);
    expect(again).toBe(once);
    expect(first).toBe(once - 3);
    await expect(rows).toHaveCount(28);
  });
});
