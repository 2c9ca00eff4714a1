// axe-core finds nothing on any page: every route, in English and Spanish, on a phone (390 × 844) and a projector
// (1280 × 720), with its run shown (the simulated backend) and every <details> open, so that the trace's raw
// exchanges, the schema boxes and the collapsed settings are checked too. One page load per route, language and
// width; axe runs once on each. A failure lists each rule with its impact and the first nodes it found.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { openEveryDetails, ROUTES, withLang } from './routes.ts';

interface Found {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/** One line per rule broken: its id, impact, what it asks, and the first three nodes' selectors. */
function describeViolations(where: string, violations: readonly Found[]): string[] {
  return violations.map((v) => {
    const targets = v.nodes.slice(0, 3).map((n) => n.target.map(String).join(' '));
    return `${where}: ${v.id} (${v.impact ?? 'no impact'}, ${v.nodes.length} nodes): ${v.help} — ${targets.join(' | ')}`;
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
          await page.goto(withLang(hash, lang));
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
