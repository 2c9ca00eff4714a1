// "What it almost said" in Chromium: with alts=1 the tiny lesson model's run records each generated token's top 5,
// and each token of its replies opens them (mouse, keyboard, a phone's width); with it off no such view exists, and
// the switch turns it on for the next run, on #/local and on a lab run on the local model.
// One page for the whole file, the model loaded once: each test moves the same page by its hash (or to the lab),
// where the tab's model worker stays loaded. Each fresh page compiled ONNX Runtime's 27 MB of WASM again for its Load.
import { expect, test, type Page } from '@playwright/test';
import { loadModel, openSharedPage } from './local-model.ts';

const TASK_1 = './#/local?model=local:tiny-qwen2-lesson&device=wasm';

async function runTask(page: Page) {
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 60_000 });
}

test.describe.configure({ mode: 'serial' });

let page: Page;
test.beforeAll(async ({ browser }, testInfo) => {
  page = await openSharedPage(browser, testInfo);
});
test.afterAll(async () => {
  await page.context().close();
});

test("alts=1: each token of the model's replies shows its 5 alternatives, the first the token written", async () => {
  await page.goto(`${TASK_1}&alts=1&lang=en`);
  await expect(page.getByTestId('alternatives-switch')).toBeChecked();
  await loadModel(page);
  await runTask(page);

  const view = page.getByTestId('alternatives');
  await expect(view.getByRole('heading', { name: 'What it almost said' })).toBeVisible();
  await expect(view).toContainText('after the repetition penalty');
  const replies = view.getByTestId('alt-reply');
  await expect(replies).toHaveCount(2);
  await expect(replies.nth(1)).toHaveAccessibleName('Step 2: the reply, token by token');

  // The first token: <tool_call> rather than an answer.
  const first = replies.nth(0).getByTestId('alt-token').first();
  await expect(first).toHaveText('<tool_call>');
  await first.click();
  const popup = page.getByTestId('alt-popup');
  await expect(popup).toHaveCount(1);
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const rows = popup.getByTestId('alt-row');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toHaveAttribute('data-chosen', 'true');
  await expect(rows.first()).toContainText('<tool_call>');
  await expect(rows.first()).toContainText('written');
  for (const row of await rows.all()) await expect(row.locator('td').last()).toHaveText(/^(100 %|[<>] \d+\.\d %|\d+\.\d %|0 %)$/);
  await expect(rows.first().locator('td').last()).toHaveText('100 %');
  await expect(popup.locator('[data-chosen="true"]')).toHaveCount(1);

  // The keyboard: one tab stop for the reply, → to the next token (a line break, shown as ↵), Esc closes.
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const second = replies.nth(0).getByTestId('alt-token').nth(1);
  await expect(second).toBeFocused();
  await expect(second).toHaveText('↵');
  await expect(popup.getByTestId('alt-row').first()).toContainText('↵');
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(first).toHaveAttribute('tabindex', '-1');
  await expect(second).toHaveAttribute('tabindex', '0');

  // The answer's figures are tokens too; hovering one shows its ranking, leaving it hides it.
  const tokens = replies.nth(1).getByTestId('alt-token');
  await expect(tokens.last()).toHaveText('<|im_end|>');
  const figure = tokens.filter({ hasText: /^\d+$/ }).last();
  await figure.hover();
  await expect(popup.getByTestId('alt-row')).toHaveCount(5);
  await expect(popup.locator('[data-chosen="true"]')).toContainText(await figure.innerText());
  await page.mouse.move(0, 0);
  await expect(popup).toHaveCount(0);

  // A phone's width: a token near the right edge keeps its popup on the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  const all = await replies.nth(0).getByTestId('alt-token').all();
  let rightmost = all[0]!;
  let right = 0;
  for (const token of all.slice(0, 40)) {
    const box = await token.boundingBox();
    if (box && box.x + box.width > right) [rightmost, right] = [token, box.x + box.width];
  }
  await rightmost.click();
  const box = (await popup.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  // A tap on another token (under the popup or not) shows that one's; a second tap on it hides them.
  await all[0]!.click();
  await expect(popup.locator('[data-chosen="true"]')).toContainText('<tool_call>');
  await all[0]!.click();
  await expect(popup).toHaveCount(0);
  // The rest of the file on the default desktop viewport.
  await page.setViewportSize({ width: 1280, height: 720 });
});

test('off by default: no alternatives view; the switch (in Spanish) turns it on for the next run', async () => {
  await page.goto(`${TASK_1}&lang=es`);
  const box = page.getByTestId('alternatives-switch');
  await expect(box).not.toBeChecked();
  // The model loaded above: the same page's worker.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await runTask(page);
  await expect(page.getByTestId('step-row')).toHaveCount(2);
  await expect(page.getByTestId('alternatives')).toHaveCount(0);
  await expect(page.getByTestId('alt-token')).toHaveCount(0);

  await page.getByRole('checkbox', { name: 'Lo que casi dijo' }).check();
  await expect(page).toHaveURL(/alts=1/);
  // The prompts are the same with it on: the last run is still the current setup's.
  await expect(page.getByTestId('previous-run')).toHaveCount(0);
  await runTask(page);
  const view = page.getByTestId('alternatives');
  await expect(view.getByRole('heading', { name: 'Lo que casi dijo' })).toBeVisible();
  await expect(view).toContainText('penalización por repetición');
  await view.getByTestId('alt-token').first().focus();
  await expect(page.getByTestId('alt-popup').getByTestId('alt-row').first()).toContainText('escrito');

  await page.getByRole('checkbox', { name: 'Lo que casi dijo' }).uncheck();
  await expect(page).not.toHaveURL(/alts=1/);
  await runTask(page);
  await expect(page.getByTestId('alternatives')).toHaveCount(0);
});

test('plan and execute with the local planner: each of its generations is shown too', async () => {
  await page.goto(`${TASK_1}&mode=plan&alts=1&lang=en`);
  // The model loaded above: the same page's worker.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('plan-trace')).toHaveAttribute('data-end', 'extraction_failed', { timeout: 60_000 });
  await expect(page.getByTestId('step-row')).toHaveCount(2);
  await expect(page.getByTestId('alternatives').getByTestId('alt-reply')).toHaveCount(2);
  await expect(page.getByTestId('alt-reply').first().getByTestId('alt-token').first()).toHaveText('<tool_call>');
});

test("a lab's run on the local model shows them under its trace", async () => {
  await page.goto('./#/labs/tienda?backend=local&model=local:tiny-qwen2-lesson&device=wasm&alts=1&lang=en');
  await expect(page.getByTestId('alternatives-switch')).toBeChecked();
  // The tab's model worker outlives the visit to another page: the model loaded on #/local is ready here.
  await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready');
  await page.getByTestId('run-button').click();
  await expect(page.getByTestId('lab-run')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  const view = page.getByTestId('lab-run').getByTestId('alternatives');
  await expect(view.getByTestId('alt-reply').first()).toBeVisible();
  await view.getByTestId('alt-token').first().click();
  await expect(page.getByTestId('alt-popup').getByTestId('alt-row')).toHaveCount(5);
});
