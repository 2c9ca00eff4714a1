// axe-core run inside the page under test. @axe-core/playwright's analyze() finishes every run in a blank page of
// its own (so that it can merge frames): about a second a call on two cores, seven times the analysis itself. The
// lab draws no iframes, so one axe.run(document) reads all of it; a page that gains one is reported, not skipped.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One line per rule broken (its id, impact, what it asks and the first three nodes), each starting with where. */
export async function axeFindings(page: Page, where: string): Promise<string[]> {
  // Evaluated, not added as a script tag: the page's own rules for scripts do not apply, and it runs once a document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const { violations } = await axe.run(document);
    const lines = violations.map((v) => {
      const targets = v.nodes.slice(0, 3).map((n) => n.target.map(String).join(' '));
      return `${v.id} (${v.impact ?? 'no impact'}, ${v.nodes.length} nodes): ${v.help} — ${targets.join(' | ')}`;
    });
    const frames = document.querySelectorAll('iframe').length;
    return frames > 0 ? [...lines, `${frames} iframe(s) that this check does not read: use @axe-core/playwright`] : lines;
  });
  return found.map((line) => `${where}: ${line}`);
}
