// #/eval on the real API with plan and execute, page.route impersonating Anthropic's host (never the network): with
// a key typed, the bench's one change task on k = 1 asks the host for the extractor's JSON and then the writer's
// sentence, the results table shows a plan-and-execute row for the real model that passed, the row opens the
// run's stages from this tab's memory, and a fork at a close asks the host for the writer alone.
import { expect, test } from '@playwright/test';
import { ANSWER, impersonate } from './real-hosts.ts';

const KEY = 'sk-ant-student-secret-e2e-0005';
const PARAMS = { ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' };

/** A plan stage's answer in the Messages shape: the parameters to the extractor's system text, else the sentence. */
function stageTurn(body: string) {
  const system = String((JSON.parse(body) as { system?: unknown }).system ?? '');
  const text = system.startsWith('Extraes') ? JSON.stringify(PARAMS) : ANSWER;
  return { id: 'msg_1', type: 'message', role: 'assistant', model: 'claude-haiku-4-5', content: [{ type: 'text', text }], stop_reason: 'end_turn', stop_sequence: null, usage: { input_tokens: 10, output_tokens: 5 } };
}

test('plan and execute on the real API: the extractor and the writer asked of the host, a passing row for the real model', async ({ page }) => {
  const host = await impersonate(page, 'https://api.anthropic.com/**', stageTurn);
  // The lesson suite's first five tasks hold one change task, the only one plan and execute plays.
  await page.goto('./#/eval?lang=en&backends=real&designs=plan-and-execute&k=1&n=5');
  const real = page.getByTestId('eval-real');
  await real.getByLabel('API or local server').selectOption('anthropic');
  await real.getByLabel('API key').fill(KEY);
  await expect(page.getByTestId('eval-real-count')).toContainText('1');
  await page.getByTestId('eval-run').click();
  await expect(page.getByTestId('eval-run-bar')).toHaveAttribute('data-status', 'done');

  const row = page.locator('[data-testid="eval-cell"][data-design="plan-and-execute"]');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-backend', /^real:anthropic\//);
  await expect(row).toHaveAttribute('data-runs', '1');
  await expect(row).toHaveAttribute('data-pass1', '1');
  const systems = host.bodies.map((b) => String((JSON.parse(b) as { system?: unknown }).system ?? '').split(' ')[0]);
  expect(systems).toEqual(['Extraes', 'Eres']);
  expect(host.headers.every((h) => h.authorization === `Bearer ${KEY}`)).toBe(true);

  // The cell opens its run: the plan's stages as kept in this tab, the host not asked again.
  await row.getByTestId('eval-open-cell').click();
  const runs = page.getByTestId('cell-runs');
  await runs.getByTestId('cell-run-show').first().click();
  const plan = runs.getByTestId('plan-trace');
  await expect(plan).toHaveAttribute('data-end', 'answered');
  await expect(plan).toContainText(ANSWER);
  await expect(plan).toContainText('Stages 1 and 3 answered by Real API: anthropic/');
  expect(host.bodies).toHaveLength(2);

  // Forked at the program's second close: the extractor's reply is the parent's, only the writer is asked again.
  const compute = plan.locator('[data-stage="compute"]');
  await compute.getByRole('button', { name: 'Edit result' }).nth(1).click();
  await compute.getByRole('textbox', { name: 'Tool result' }).fill('{"resultado":{"ticker":"BUSI","fecha":"2024-03-22","cierre":30}}');
  await compute.getByRole('button', { name: 'Replay from here' }).click();
  await expect(runs.getByTestId('cell-fork')).toHaveAttribute('data-status', 'done');
  await expect(runs.getByTestId('plan-trace').getByTestId('edited')).toHaveCount(1);
  expect(host.bodies.map((b) => String((JSON.parse(b) as { system?: unknown }).system ?? '').split(' ')[0])).toEqual(['Extraes', 'Eres', 'Eres']);
  // The host's writer repeats the lesson's sentence over the edited table: true of the data (the checker passes it),
  // but not of the table the run computed, and the verifier flags it.
  await expect(runs.getByTestId('cell-fork')).toHaveAttribute('data-passed', 'true');
  await expect(runs.getByTestId('cell-fork')).toContainText('figure without a source: 6.45');
});
