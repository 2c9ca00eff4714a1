// axe-core finds nothing on any page: every route, in English and Spanish, on a phone (390 × 844) and a projector
// (1280 × 720), with its run shown (the simulated backend) and every <details> open, so that the trace's raw
// exchanges, the schema boxes and the collapsed settings are checked too. One page load per route, language and
// width; axe runs once on each. A failure lists each rule with its impact and the first nodes it found.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type Ready = (page: Page) => Promise<void>;

const labRun: Ready = (page) => expect(page.getByTestId('lab-run')).toHaveAttribute('data-status', 'done', { timeout: 60_000 });

/** Each route, and what shows its run (or its widest content) has been drawn. */
const ROUTES: [hash: string, ready: Ready][] = [
  ['#/', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ['#/data', (page) => expect(page.getByTestId('closes-chart')).toHaveAttribute('data-drawn', 'true')],
  ['#/tools', (page) => expect(page.getByTestId('unvalidated-dates')).toBeVisible()],
  ['#/apis', (page) => expect(page.locator('[data-testid="apis-trace"]').first()).toBeVisible({ timeout: 60_000 })],
  ['#/apis?all=1', (page) => expect(page.locator('[data-testid="apis-results"] tbody tr[data-status="done"]')).toHaveCount(28, { timeout: 60_000 })],
  ['#/labs', (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ...['asistente', 'tienda', 'analista', 'hogar', 'viajes'].map((lab): [string, Ready] => [`#/labs/${lab}?run=1`, labRun]),
  ['#/local', (page) => expect(page.getByTestId('template-step').first()).toBeVisible()],
  // The tiny lesson model (the site's models/ folder in the tests), loaded and run: the steps table and the trace.
  ['#/local?model=local:tiny-qwen2-lesson&device=wasm', async (page) => {
    await page.getByTestId('load-button').click();
    await expect(page.getByTestId('model-status')).toHaveAttribute('data-phase', 'ready', { timeout: 90_000 });
    await page.getByTestId('run-button').click();
    await expect(page.getByTestId('end-reason')).toHaveAttribute('data-kind', 'answered', { timeout: 60_000 });
  }],
  // Plan and execute with the scripted plan: each stage and the verdict.
  ['#/local?mode=plan&plan=correcto', async (page) => {
    await page.getByTestId('run-button').click();
    await expect(page.getByTestId('plan-trace')).toHaveAttribute('data-end', 'answered');
  }],
];

interface Found {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** One line per rule broken: its id, impact, what it asks, and the first three nodes' selectors. */
export function describeViolations(where: string, violations: readonly Found[]): string[] {
  return violations.map((v) => {
    const targets = v.nodes.slice(0, 3).map((n) => n.target.map(String).join(' '));
    return `${where}: ${v.id} (${v.impact ?? 'no impact'}, ${v.nodes.length} nodes): ${v.help} — ${targets.join(' | ')}`;
  });
}

async function openEveryDetails(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (const details of Array.from(document.querySelectorAll('details'))) details.open = true;
    await new Promise(requestAnimationFrame);
  });
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 720 }]) {
  for (const lang of ['en', 'es']) {
    test(`axe finds nothing on any page at ${viewport.width} px in ${lang === 'en' ? 'English' : 'Spanish'}`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const found: string[] = [];
      try {
        for (const [hash, ready] of ROUTES) {
          await page.goto(`./${hash}${hash.includes('?') ? '&' : '?'}lang=${lang}`);
          await ready(page);
          await openEveryDetails(page);
          const { violations } = await new AxeBuilder({ page }).analyze();
          found.push(...describeViolations(hash, violations));
        }
      } finally {
        await context.close();
      }
      expect(found, found.join('\n')).toEqual([]);
    });
  }
}
