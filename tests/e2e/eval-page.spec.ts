// #/eval end to end on the seeded policy, as a student and a teacher use it: set up a small bench, run it to the
// end, pass@1 and pass^k equal to what the core computes in Node for the same seed; pause, resume, cancel and go
// on; a reload keeps the finished results; CSV and JSON exports read back; a JSON import and a bad file; a cell's
// runs with their trace, the run toolbar (export, presenter view) and a comparison; the attack's three figures;
// the labs' sets (the analyst's on its bundled orders, fetched only when ticked; a set cancelled halfway goes on
// with the rest); Spanish; 360 px; axe after a run.
import { expect, test, type Download, type Page } from '@playwright/test';
import { axeFindings } from './axe.ts';
import Papa from 'papaparse';
import { summarizeCells } from '../../src/core/eval/eval-metrics.ts';
import { DEFAULT_KNOBS } from '../../src/core/eval/policy-spec.ts';
import { labInfo } from '../../src/core/labs/lab-registry.ts';
import { comparable, expectedAttack, expectedBench, type BenchSpec } from './eval-expected.ts';

/** A small bench: three tasks (a close, a weekend close, a European date), two designs, k = 3, a loud policy. */
const SPEC: BenchSpec = {
  provider: 'openai-chat',
  designs: ['react-basic', 'plan-and-execute'],
  knobs: { ...DEFAULT_KNOBS, forgetCalculator: 0.5, inventArgument: 0.3, ignoreError: 0.5 },
  seed: 7,
  k: 3,
  tasks: 3,
};
const SMALL = `backends=openai-chat&designs=react-basic,plan-and-execute&p=50&q=30&s=50&seed=7&k=3&n=3`;
const evalPage = (params: string, lang = 'en') => `./#/eval?lang=${lang}&${params}`;

async function runToEnd(page: Page) {
  await page.getByTestId('eval-run').click();
  const bar = page.getByTestId('eval-run-bar');
  await expect(bar).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
}

async function downloadText(download: Download): Promise<string> {
  const chunks = await (await download.createReadStream()).toArray();
  return Buffer.concat(chunks as Buffer[]).toString('utf8');
}

async function cellFigures(page: Page) {
  const cells = page.getByTestId('eval-cell');
  return cells.evaluateAll((rows) =>
    rows.map((r) => ({ design: r.dataset.design, backend: r.dataset.backend, runs: Number(r.dataset.runs), pass1: Number(r.dataset.pass1), passK: Number(r.dataset.passk), k: Number(r.dataset.k) })),
  );
}

test('a small bench runs to the end with the figures the core computes, opens a cell, exports, imports and survives a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const expected = await expectedBench(SPEC);
  const cells = summarizeCells(expected);
  await page.goto(evalPage(SMALL));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eval bench: how often does it work?');
  // The set-up as the link says: the knobs in percent, k and the task count.
  await expect(page.getByLabel('p: forgets the calculator')).toHaveValue('50');
  await expect(page.getByLabel('k (runs per task, 1–8)')).toHaveValue('3');
  await expect(page.getByLabel('Tasks of the lesson suite (its first n)')).toHaveValue('3');
  await expect(page.getByRole('checkbox', { name: 'ReAct with variacion' })).not.toBeChecked();
  await runToEnd(page);

  const progress = page.getByTestId('eval-progress');
  await expect(progress).toHaveAttribute('data-done', String(expected.length));
  await expect(progress).toHaveAttribute('data-total', String(expected.length));
  await expect(page.getByTestId('eval-progress-text')).toHaveText(`${expected.length} of ${expected.length} runs`);

  const figures = await cellFigures(page);
  expect(figures).toHaveLength(cells.length);
  for (const cell of cells) {
    const shown = figures.find((f) => f.design === cell.design && f.backend === cell.backend);
    expect(shown, `${cell.design} on ${cell.backend}`).toBeDefined();
    expect(shown?.runs).toBe(cell.runs);
    expect(shown?.k).toBe(SPEC.k);
    expect(shown?.pass1).toBeCloseTo(cell.pass1 ?? Number.NaN, 10);
    expect(shown?.passK).toBeCloseTo(cell.passK.at(-1) ?? Number.NaN, 10);
  }
  const basic = cells.find((c) => c.design === 'react-basic');
  const basicRow = page.locator('[data-testid="eval-cell"][data-design="react-basic"]');
  await expect(basicRow.getByTestId('cell-pass1')).toHaveText(new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(basic?.pass1 ?? 0));
  await expect(page.getByTestId('pass-chart')).toHaveAttribute('data-drawn', 'true');

  // A cell opens its runs: one run's trace in the step-through, with the run toolbar every page with runs has
  // (export, presenter view), and two runs side by side (one kept for comparison, another shown).
  await basicRow.getByTestId('eval-open-cell').click();
  const runs = page.getByTestId('cell-runs');
  await expect(runs.getByTestId('cell-run')).toHaveCount(SPEC.tasks * SPEC.k);
  await runs.getByTestId('cell-run-show').first().click();
  await expect(runs.getByTestId('cell-run-trace').getByTestId('trace-region')).toBeVisible();
  const firstTask = (await runs.getByTestId('cell-run').first().locator('code').textContent()) ?? '';
  const [traceDownload] = await Promise.all([page.waitForEvent('download'), runs.getByRole('button', { name: 'Export trace' }).click()]);
  const traceFile = JSON.parse(await downloadText(traceDownload)) as { format: string; runs: { label: string; trace?: { question: string } }[] };
  expect(traceFile.format).toBe('agent-loop-lab/trace-file@1');
  expect(traceFile.runs.map((r) => r.label)).toEqual([`${firstTask}, run 1`]);
  expect(traceFile.runs[0]?.trace?.question).toBeTruthy();
  // No link button: a cell's runs and forks live in this tab.
  await expect(runs.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await runs.getByRole('button', { name: 'Presenter view' }).click();
  const presenter = page.getByRole('dialog', { name: 'Presenter view' });
  await expect(presenter).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(presenter).toHaveCount(0);
  await runs.getByTestId('cell-run-show').first().focus();
  await page.keyboard.press('p');
  await expect(presenter).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(presenter).toHaveCount(0);
  await runs.getByRole('button', { name: 'Keep for comparison' }).click();
  await runs.getByTestId('cell-run-show').nth(1).click();
  await expect(runs.getByTestId('cell-compare').getByTestId('compare-column')).toHaveCount(2);
  // The kept run, the earlier, is A.
  await expect(runs.getByTestId('cell-compare').getByTestId('compare-column').nth(0)).toContainText('A Kept run');
  await expect(runs.getByTestId('cell-compare').getByTestId('compare-settings').nth(0)).toHaveText(`${firstTask}, run 1`);

  // Exports: the CSV's rows and the JSON's results are the core's (their times and token counts aside).
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('eval-export-csv').click()]);
  const csv = Papa.parse<Record<string, string>>(await downloadText(csvDownload), { header: true, skipEmptyLines: true });
  expect(csv.data).toHaveLength(expected.length);
  expect(csv.data.map((r) => `${r.design}/${r.taskId}/${r.run}:${r.passed}`).sort()).toEqual(expected.map((r) => `${r.design}/${r.taskId}/${r.run}:${String(r.passed)}`).sort());
  const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('eval-export-json').click()]);
  const jsonText = await downloadText(jsonDownload);
  const file = JSON.parse(jsonText) as { format: string; results: Parameters<typeof comparable>[0][] };
  expect(file.format).toBe('agent-loop-lab/eval@1');
  const key = (r: { design: string; taskId: string; run: number }) => `${r.design}/${r.taskId}/${r.run}`;
  const byKey = (rs: Parameters<typeof comparable>[0][]) => [...rs].sort((a, b) => key(a).localeCompare(key(b))).map(comparable);
  expect(byKey(file.results)).toEqual(byKey(expected));

  // A reload keeps the finished results: the same figures, nothing left to run.
  await page.reload();
  await expect(page.getByTestId('eval-cell')).toHaveCount(cells.length);
  expect(await cellFigures(page)).toEqual(figures);
  await expect(page.getByTestId('eval-run')).toBeDisabled();
  await expect(page.getByTestId('eval-run-bar')).toContainText('Every run of the set-up is done.');
  // After the reload, a cell's run plays again (the policy is seeded) to show its trace.
  await basicRow.getByTestId('eval-open-cell').click();
  await runs.getByTestId('cell-run-show').nth(1).click();
  await expect(runs.getByTestId('cell-run-trace').getByTestId('trace-region')).toBeVisible();

  // The JSON imported back shows its runs; a file that is not an export says why.
  await page.getByTestId('eval-reset').click();
  await expect(page.getByTestId('eval-cell')).toHaveCount(0);
  await page.getByTestId('eval-import').setInputFiles({ name: 'bench.json', mimeType: 'application/json', buffer: Buffer.from(jsonText) });
  await expect(page.getByTestId('eval-imported')).toContainText(`Showing ${expected.length} runs read from bench.json.`);
  expect(await cellFigures(page)).toEqual(figures);
  await page.getByTestId('eval-import').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"something else","results":[]}') });
  await expect(page.getByTestId('eval-import-error')).toContainText('notes.json is not an export of this bench: format:');
  await page.getByTestId('eval-import').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
  await expect(page.getByTestId('eval-import-error')).toContainText('broken.json is not an export of this bench');
});

test('a cell’s run forked: the second close edited, the fork played on the same policy and checked beside the runs; a plan’s program result forked too, and by the error preset', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(evalPage('backends=anthropic&designs=react-basic,plan-and-execute&p=0&q=0&r=0&s=0&seed=2&k=1&n=5'));
  await runToEnd(page);
  await page.locator('[data-testid="eval-cell"][data-design="react-basic"]').getByTestId('eval-open-cell').click();
  const runs = page.getByTestId('cell-runs');
  // The change task: the policy asks for both closes, then the calculator.
  const change = runs.getByTestId('cell-run').filter({ hasText: 'change-BUSI' });
  await expect(change).toHaveAttribute('data-passed', 'true');
  await change.getByTestId('cell-run-show').click();
  const trace = runs.getByTestId('cell-run-trace');
  await expect(runs.getByTestId('cell-fork-hint')).toContainText('Anthropic');
  const second = trace.locator('li.call[data-tool="precio"]').nth(1);
  await second.getByRole('button', { name: 'Edit result' }).click();
  const box = second.getByRole('textbox', { name: 'Tool result' });
  await box.fill((await box.inputValue()).replace(/"cierre": ?[\d.]+/, '"cierre": 30'));
  await second.getByRole('button', { name: 'Replay from here' }).click();

  const fork = runs.getByTestId('cell-fork');
  await expect(fork).toHaveCount(1);
  await expect(fork).toHaveAttribute('data-status', 'done');
  await expect(fork).toHaveAttribute('data-passed', 'false');
  await expect(fork).toContainText('Fork 1 of change-');
  await expect(fork).toContainText('result 2 of step 1 edited');
  await expect(runs.getByTestId('cell-shown-title')).toContainText('Fork 1');
  await expect(trace.locator('li.call[data-tool="calculadora"] .asked')).toContainText('(30/26.19 - 1)*100');
  await expect(fork).toContainText('14.55');
  await expect(trace.getByTestId('edited')).toHaveCount(1);
  // The fork is beside the bench's runs, not in them: the cell still counts its one passing run.
  await expect(page.locator('[data-testid="eval-cell"][data-design="react-basic"]')).toHaveAttribute('data-runs', '5');
  // The fork is compared with its run at once, and a trace file carries the shown fork first, then the run.
  await expect(runs.getByTestId('cell-compare').getByTestId('compare-column')).toHaveCount(2);
  const [forkDownload] = await Promise.all([page.waitForEvent('download'), runs.getByRole('button', { name: 'Export trace' }).click()]);
  const forkFile = JSON.parse(await downloadText(forkDownload)) as { runs: { label: string }[] };
  expect(forkFile.runs.map((r) => r.label)).toEqual([expect.stringContaining('Fork 1 of change-'), expect.stringMatching(/^change-.*, run 1$/)]);
  // The fork stays with its bench: the cell closed and opened again shows it; another seed's bench does not.
  const basicCell = page.locator('[data-testid="eval-cell"][data-design="react-basic"]');
  await runs.getByRole('button', { name: 'Close the runs' }).click();
  await basicCell.getByTestId('eval-open-cell').click();
  await expect(runs.getByTestId('cell-fork')).toHaveCount(1);
  // Another link on the same page (the page and its forks stay): the cell may still be open from before.
  const openBasic = async () => {
    const open = basicCell.getByTestId('eval-open-cell');
    if ((await open.getAttribute('aria-pressed')) !== 'true') await open.click();
  };
  await page.goto(evalPage('backends=anthropic&designs=react-basic,plan-and-execute&p=0&q=0&r=0&s=0&seed=3&k=1&n=5'));
  await runToEnd(page);
  await openBasic();
  await expect(runs.getByTestId('cell-run')).toHaveCount(5);
  await expect(runs.getByTestId('cell-fork')).toHaveCount(0);
  await page.goto(evalPage('backends=anthropic&designs=react-basic,plan-and-execute&p=0&q=0&r=0&s=0&seed=2&k=1&n=5'));
  await expect(basicCell).toHaveCount(1);
  await openBasic();
  await expect(runs.getByTestId('cell-fork')).toHaveCount(1);
  await runs.getByRole('button', { name: /^Remove Fork 1/ }).click();
  await expect(runs.getByTestId('cell-fork')).toHaveCount(0);

  // Plan and execute: the program's second close edited, the writer's sentence from the new table.
  await page.locator('[data-testid="eval-cell"][data-design="plan-and-execute"]').getByTestId('eval-open-cell').click();
  await runs.getByTestId('cell-run-show').first().click();
  const compute = runs.getByTestId('plan-trace').locator('[data-stage="compute"]');
  await compute.getByRole('button', { name: 'Edit result' }).nth(1).click();
  await compute.getByRole('textbox', { name: 'Tool result' }).fill('{"resultado":{"ticker":"BUSI","fecha":"2024-03-22","cierre":30}}');
  await compute.getByRole('button', { name: 'Replay from here' }).click();
  await expect(runs.getByTestId('cell-fork')).toHaveAttribute('data-status', 'done');
  await expect(runs.getByTestId('cell-fork')).toHaveAttribute('data-passed', 'false');
  await expect(runs.getByTestId('plan-trace').getByTestId('edited')).toHaveCount(1);
  // The plan's fork goes into a file as a plan, and on the projector stage by stage.
  const [planDownload] = await Promise.all([page.waitForEvent('download'), runs.getByRole('button', { name: 'Export trace' }).click()]);
  const planFile = JSON.parse(await downloadText(planDownload)) as { runs: { label: string; planTrace?: unknown; backend?: string }[] };
  expect(planFile.runs[0]).toMatchObject({ label: expect.stringContaining('Fork 1 of'), backend: 'policy:anthropic' });
  expect(planFile.runs[0]?.planTrace).toBeDefined();
  await runs.getByRole('button', { name: 'Presenter view' }).click();
  const planPresenter = page.getByRole('dialog', { name: 'Presenter view' });
  await expect(planPresenter).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(planPresenter.locator('.sentence')).toContainText('1. Extract the parameters');
  await page.keyboard.press('Escape');
  await expect(planPresenter).toHaveCount(0);

  // A what-if by its preset on the plan: the first close returns an error; the program asks once more, gets the
  // error again, and the plan stops at the computation (the presenter left the plan at its first stage: all shown first).
  await runs.getByTestId('plan-step-all').click();
  const firstClose = compute.locator('li').first();
  await firstClose.getByRole('button', { name: 'Edit result' }).click();
  await firstClose.getByRole('button', { name: 'Return an error' }).click();
  await firstClose.getByRole('button', { name: 'Replay from here' }).click();
  await expect(runs.getByTestId('cell-fork')).toHaveCount(2);
  await expect(runs.getByTestId('plan-trace')).toHaveAttribute('data-end', 'compute_failed');
  await expect(compute.locator('li')).toHaveCount(2);
  await expect(compute.getByTestId('asked-again')).toHaveText('asked again: the call before failed');
  await expect(compute.getByTestId('edited')).toHaveCount(2);
  await expect(runs.getByTestId('plan-trace').getByTestId('end-reason')).toContainText('the computation failed');
});

/** Presses `button` (its test id) from inside the page as soon as the progress shows `done` runs or more. */
async function pressAt(page: Page, done: number, button: string) {
  await page.evaluate(
    ([at, id]) => {
      const observer = new MutationObserver(() => {
        if (Number(document.querySelector('[data-testid="eval-progress"]')?.getAttribute('data-done')) < at) return;
        observer.disconnect();
        document.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)?.click();
      });
      observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-done'] });
    },
    [done, button] as const,
  );
}

test('pause holds the bench, resume goes on, cancel keeps the finished runs and Run goes on from them', async ({ page }) => {
  test.setTimeout(180_000);
  // Pause pressed as the fourth run's result shows, and Cancel two runs after Resume, so the bench stops partway
  // whatever the machine's speed (a bench of 48 runs: the buttons pressed by the test itself could come too late).
  await page.goto(evalPage('backends=anthropic&designs=react-basic,react-variacion&k=4&n=6&seed=3'));
  await pressAt(page, 4, 'eval-pause');
  await page.getByTestId('eval-run').click();
  const bar = page.getByTestId('eval-run-bar');
  await expect(bar).toHaveAttribute('data-status', 'paused');
  await expect(bar).toContainText('Paused');
  // Paused, the results shown are exactly the runs finished: the progress names them.
  const progress = page.getByTestId('eval-progress');
  const pausedAt = Number(await progress.getAttribute('data-done'));
  expect(pausedAt).toBeLessThan(6 * 4 * 2);
  const runsShown = async () => (await cellFigures(page)).reduce((n, c) => n + c.runs, 0);
  expect(await runsShown()).toBe(pausedAt);
  await pressAt(page, pausedAt + 2, 'eval-cancel');
  await page.getByTestId('eval-resume').click();
  await expect(bar).toHaveAttribute('data-status', 'cancelled');
  const kept = Number(await progress.getAttribute('data-done'));
  // Resumed, it went on before the cancel.
  expect(kept).toBeGreaterThan(pausedAt);
  expect(kept).toBeLessThan(48);
  await expect(page.getByTestId('eval-run')).toHaveText('Run the rest');
  // Reloaded, the finished part is still there; Run goes on where it stopped, to the end.
  await page.reload();
  await expect(bar).toContainText(`${kept} of the 48 runs of this set-up are kept in this browser.`);
  await page.getByTestId('eval-run').click();
  await expect(bar).toHaveAttribute('data-status', 'done', { timeout: 120_000 });
  await expect(progress).toHaveAttribute('data-done', '48');
  await page.getByTestId('eval-reset').click();
  await expect(page.getByTestId('eval-cell')).toHaveCount(0);
});

test('the attack section shows the three figures the core computes for no defence, each alone and all three, side by side', async ({ page }) => {
  test.setTimeout(120_000);
  const spec: BenchSpec = { ...SPEC, designs: ['react-basic'], k: 2, knobs: DEFAULT_KNOBS, seed: 0 };
  const sets = [
    { row: 'none', defences: { asData: false, verifier: false, outputCap: false } },
    { row: 'asData', defences: { asData: true, verifier: false, outputCap: false } },
    { row: 'verifier', defences: { asData: false, verifier: true, outputCap: false } },
    { row: 'outputCap', defences: { asData: false, verifier: false, outputCap: true } },
    { row: 'asData+verifier+outputCap', defences: { asData: true, verifier: true, outputCap: true } },
  ];
  // One at a time: each starts and stops its own simulators in this process.
  const reports = [];
  for (const s of sets) reports.push(await expectedAttack(spec, s.defences));
  // With the defaults, the attack lands without a defence: the row a student compares the others with.
  expect(reports[0]?.attackSuccessRate).toBeGreaterThan(0);
  await page.goto(evalPage('backends=openai-chat&designs=react-basic&k=2'));
  const panel = page.getByTestId('eval-attack');
  await panel.getByTestId('attack-run').click();
  await expect(panel.getByTestId('attack-run-bar')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const rows = panel.getByTestId('attack-figures').locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(rows.first().locator('th')).toHaveText('None');
  for (const [i, { row }] of sets.entries()) {
    const tr = panel.locator(`tr[data-defences="${row}"]`);
    const value = async (id: string) => Number(await tr.getByTestId(id).getAttribute('data-value'));
    expect(await value('attack-without')).toBeCloseTo(reports[i]?.utilityWithoutAttack ?? Number.NaN, 10);
    expect(await value('attack-under')).toBeCloseTo(reports[i]?.utilityUnderAttack ?? Number.NaN, 10);
    expect(await value('attack-success')).toBeCloseTo(reports[i]?.attackSuccessRate ?? Number.NaN, 10);
  }
  await expect(panel).toContainText('where the injection sits');
  await expect(panel).toContainText('AgentDojo (Debenedetti et al., June 2024, arXiv 2406.13352)');
  await expect(panel).toContainText('τ-bench (Yao et al., June 2024, arXiv 2406.12045)');
});

test('set up by hand: the boxes and numbers write the link; a link’s bad numbers are corrected; a real API without a key holds Run', async ({ page }) => {
  await page.goto(evalPage('k=99&p=abc&backends=openai-chat,real'));
  await expect(page.getByTestId('param-notice')).toContainText('k=99 is out of range: using 8 (1–8).');
  await expect(page).toHaveURL(/k=8/);
  await expect(page).not.toHaveURL(/p=abc/);
  await expect(page.getByTestId('eval-blocked')).toHaveText('Type your API key under “Your own key” first, or untick the real API.');
  await expect(page.getByTestId('eval-run')).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Real API (your own key; costs money)' }).uncheck();
  await expect(page.getByTestId('eval-run')).toBeEnabled();
  await page.getByRole('checkbox', { name: 'Lab tienda' }).check();
  await page.getByRole('checkbox', { name: 'Lesson' }).uncheck();
  // The last box ticked of a group cannot be unticked: a bench needs a suite.
  await expect(page.getByRole('checkbox', { name: 'Lab tienda' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Gemini generateContent' }).check();
  await page.getByRole('checkbox', { name: 'OpenAI Chat' }).uncheck();
  const k = page.getByLabel('k (runs per task, 1–8)');
  await k.fill('2');
  await k.press('Enter');
  await expect(page).toHaveURL(/suites=lab%3Atienda|suites=lab:tienda/);
  await expect(page).toHaveURL(/backends=gemini/);
  await expect(page).toHaveURL(/k=2/);
});

test('a companion lab’s question set is a further suite: its questions with their checkers, the good scripts passing', async ({ page }) => {
  await page.goto(evalPage('suites=lab:tienda&backends=gemini&k=2'));
  await runToEnd(page);
  const cell = page.locator('[data-testid="eval-cell"][data-suite="lab:tienda"]');
  await expect(cell).toHaveAttribute('data-backend', 'scripted:gemini');
  const runs = 2 * labInfo('tienda').questions.length;
  await expect(cell).toHaveAttribute('data-runs', String(runs));
  await expect(cell).toHaveAttribute('data-pass1', '1');
  await cell.getByTestId('eval-open-cell').click();
  await expect(page.getByTestId('cell-run')).toHaveCount(runs);
  await expect(page.getByTestId('cell-run').first()).toContainText('holds 42');

  // After a reload the good script's run plays again to show its trace, and forks: its answer rewritten.
  await page.reload();
  await cell.getByTestId('eval-open-cell').click();
  const cellRuns = page.getByTestId('cell-runs');
  await cellRuns.getByTestId('cell-run-show').first().click();
  const answered = cellRuns.getByTestId('cell-run-trace').locator('li.step').last();
  await answered.getByRole('button', { name: 'Edit reply' }).click();
  await answered.getByLabel('Kind of reply').selectOption('text');
  await answered.getByRole('textbox', { name: 'Reply' }).fill('Cuesta 1 dólar.');
  await answered.getByRole('button', { name: 'Replay from here' }).click();
  const fork = cellRuns.getByTestId('cell-fork');
  await expect(fork).toHaveAttribute('data-status', 'done');
  await expect(fork).toHaveAttribute('data-passed', 'false');
  await expect(fork).toContainText('holds none of');
});

test('the analyst’s set, ticked, fetches its bundled orders and runs its questions on the good scripts', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/pedidos_trimestre.parquet')) fetched.push(request.url());
  });
  await page.goto(evalPage('suites=lesson&n=1&designs=react-basic&backends=gemini&k=1'));
  await expect(page.getByTestId('eval-run')).toBeEnabled();
  // The lesson alone never needs the analyst's table.
  expect(fetched).toEqual([]);
  await page.getByRole('checkbox', { name: 'Lab analista' }).check();
  await page.getByRole('checkbox', { name: 'Lesson' }).uncheck();
  await expect(page).toHaveURL(/suites=lab%3Aanalista|suites=lab:analista/);
  await runToEnd(page);
  expect(fetched).toHaveLength(1);
  const runs = labInfo('analista').questions.length;
  await expect(page.getByTestId('eval-progress')).toHaveAttribute('data-done', String(runs));
  const cell = page.locator('[data-testid="eval-cell"][data-suite="lab:analista"]');
  await expect(cell).toHaveAttribute('data-backend', 'scripted:gemini');
  await expect(cell).toHaveAttribute('data-runs', String(runs));
  await expect(cell).toHaveAttribute('data-pass1', '1');
});

test('when the analyst’s orders cannot be fetched, the page says why and the other suites still run', async ({ page }) => {
  await page.route('**/data/pedidos_trimestre.parquet', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto(evalPage('suites=lab:tienda,lab:analista&backends=gemini&k=1'));
  await expect(page.getByTestId('eval-orders-error')).toHaveText('The analyst’s set cannot run here (the other suites do): pedidos_trimestre.parquet could not be fetched (HTTP 404).');
  await runToEnd(page);
  await expect(page.locator('[data-testid="eval-cell"][data-suite="lab:tienda"]')).toHaveAttribute('data-runs', String(labInfo('tienda').questions.length));
  await expect(page.locator('[data-testid="eval-cell"][data-suite="lab:analista"]')).toHaveCount(0);
});

test('a lab’s set paused and cancelled halfway, Run after a reload plays only the rest: the count goes on from the kept runs', async ({ page }) => {
  test.setTimeout(120_000);
  const total = 8 * labInfo('tienda').questions.length;
  await page.goto(evalPage('suites=lab:tienda&backends=openai-chat&k=8'));
  const bar = page.getByTestId('eval-run-bar');
  const progress = page.getByTestId('eval-progress');
  await expect(page.getByTestId('eval-run')).toBeEnabled();
  // Pause pressed as the fourth run's result shows, so the set stops halfway whatever the machine's speed.
  await pressAt(page, 4, 'eval-pause');
  await page.getByTestId('eval-run').click();
  await expect(bar).toHaveAttribute('data-status', 'paused');
  const kept = Number(await progress.getAttribute('data-done'));
  expect(kept).toBeGreaterThanOrEqual(4);
  expect(kept).toBeLessThan(total);
  await page.getByTestId('eval-cancel').click();
  await expect(bar).toHaveAttribute('data-status', 'cancelled');
  await page.reload();
  await expect(bar).toContainText(`${kept} of the ${total} runs of this set-up are kept in this browser.`);
  await expect(page.getByTestId('eval-run')).toHaveText('Run the rest');
  // Every count the bar shows from here on: from the kept runs up to the set's size, no further (a set played again
  // whole would count from 1, or past the size).
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { seenDone: number[] }).seenDone = seen;
    new MutationObserver(() => seen.push(Number(document.querySelector('[data-testid="eval-progress"]')?.getAttribute('data-done')))).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-done'],
    });
  });
  await page.getByTestId('eval-run').click();
  await expect(bar).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(progress).toHaveAttribute('data-done', String(total));
  const seen = await page.evaluate(() => (window as unknown as { seenDone: number[] }).seenDone);
  expect(seen.length).toBeGreaterThan(0);
  expect(Math.min(...seen)).toBeGreaterThanOrEqual(kept);
  expect(Math.max(...seen)).toBe(total);
  await expect(page.locator('[data-testid="eval-cell"][data-suite="lab:tienda"]')).toHaveAttribute('data-runs', String(total));
});

test('in Spanish at 360 px: the page in Spanish, numbers as Spanish writes them, no sideways scroll, and axe finds nothing after a run and a fork', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  try {
    const expected = await expectedBench(SPEC);
    const basic = summarizeCells(expected).find((c) => c.design === 'react-basic');
    await page.goto(evalPage(SMALL, 'es'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banco de evaluación: ¿cuántas veces funciona?');
    await expect(page.getByRole('button', { name: 'Ejecutar', exact: true })).toBeVisible();
    await runToEnd(page);
    await expect(page.getByTestId('eval-progress-text')).toHaveText(`${expected.length} de ${expected.length} ejecuciones`);
    const pass1 = new Intl.NumberFormat('es-ES', { style: 'percent', maximumFractionDigits: 1 }).format(basic?.pass1 ?? 0);
    const pass1Cell = page.locator('[data-testid="eval-cell"][data-design="react-basic"]').getByTestId('cell-pass1');
    await expect(pass1Cell).toHaveText(pass1);
    // pass@1 is in view on the phone without scrolling the table.
    expect(((await pass1Cell.boundingBox())?.x ?? Infinity) + ((await pass1Cell.boundingBox())?.width ?? 0)).toBeLessThanOrEqual(360);
    await expect(page.getByTestId('eval-attack')).toContainText('Utilidad bajo ataque');
    await page.locator('[data-testid="eval-cell"][data-design="react-basic"]').getByTestId('eval-open-cell').click();
    await page.getByTestId('cell-run-show').first().click();
    await expect(page.getByTestId('cell-run-trace').getByTestId('trace-region')).toBeVisible();
    // A fork of it, in Spanish, with its row and its trace: on the page that axe and the scroll check read.
    const step1 = page.getByTestId('cell-run-trace').locator('li.step[data-step="1"]');
    await step1.getByRole('button', { name: 'Editar respuesta' }).click();
    await step1.getByLabel('Tipo de respuesta').selectOption('text');
    await step1.getByRole('textbox', { name: 'Respuesta' }).fill('No lo sé.');
    await step1.getByRole('button', { name: 'Reejecutar desde aquí' }).click();
    await expect(page.getByTestId('cell-fork')).toHaveAttribute('data-status', 'done');
    await expect(page.getByTestId('cell-fork')).toContainText('Bifurcación 1 de');
    await expect(page.getByTestId('cell-fork')).toContainText('falló');
    await expect(page.getByTestId('pass-chart')).toHaveAttribute('data-drawn', 'true');
    // The pass^k legend is the page's list: each cell's whole name inside the phone's width (the canvas's cut it on both sides).
    const legend = page.getByTestId('pass-legend').locator('li');
    await expect(legend.first()).toContainText('ReAct, tres herramientas básicas');
    for (const box of await legend.evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON() as DOMRect))) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(360);
    }
    const { scroll, client } = await page.evaluate(async () => {
      for (const details of Array.from(document.querySelectorAll('details'))) details.open = true;
      await new Promise(requestAnimationFrame);
      return { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth };
    });
    expect(scroll).toBeLessThanOrEqual(client);
    const found = await axeFindings(page, 'the bench in Spanish at 360 px');
    expect(found, found.join('\n')).toEqual([]);
  } finally {
    await context.close();
  }
});
