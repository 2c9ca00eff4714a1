// Every checkbox and radio is a target of at least 24 × 24 CSS px (WCAG 2.5.8), on each page that has them.
import { expect, test } from '@playwright/test';

for (const hash of ['#/data', '#/apis', '#/labs/asistente', '#/labs/analista', '#/local']) {
  test(`checkboxes and radios on ${hash} are at least 24 px`, async ({ page }) => {
    await page.goto(`./${hash}?lang=en`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      for (const details of Array.from(document.querySelectorAll('details'))) details.open = true;
    });
    const boxes = page.locator('input[type="checkbox"]:visible, input[type="radio"]:visible');
    await expect(boxes.first()).toBeVisible();
    const small = await boxes.evaluateAll((inputs) =>
      inputs.flatMap((input) => {
        const r = input.getBoundingClientRect();
        return r.width < 24 || r.height < 24 ? [`${input.closest('label')?.textContent?.trim().slice(0, 40) ?? input.id}: ${r.width}×${r.height}`] : [];
      }),
    );
    expect(small).toEqual([]);
  });
}
