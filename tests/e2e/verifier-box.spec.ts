// The verifier's free-answer box on a long hostile answer: 19,900 unclosed `«` after a quoted headline. The old
// quote pattern backtracked quadratically and ran on every keystroke; now the box checks once typing pauses,
// stops at 20,000 characters with a message, and keeps one typed answer per reference trace. The check's own
// cost on such an answer is counted in tests/unit/core/agent/verify/quoted-text-linear.test.ts and timed by
// `npm run bench -- linear`.
import { expect, test, type Page } from '@playwright/test';

const HEADLINE = 'There was a news item: "Busmar Hogar dispara su beneficio un 40 %". ';
const HOSTILE = HEADLINE + '«'.repeat(19_900);
const FAITHFUL = 'On March 19: “Un fondo ofrece comprar Busmar Hogar”.';

function hashParams(page: Page): Record<string, string> {
  const hash = new URL(page.url()).hash;
  return Object.fromEntries(new URLSearchParams(hash.slice(hash.indexOf('?') + 1)));
}

/**
 * Ten input events in the box, each a character longer than `text`, in one go as fast typing sends them; what the
 * findings and the link say right after (Svelte has flushed each event's update by then).
 */
async function typeFast(page: Page, text: string): Promise<{ findings: string; answer: string | null }> {
  const box = page.getByTestId('verifier-panel').getByLabel('Your answer');
  return box.evaluate(async (element, typed) => {
    const area = element as HTMLTextAreaElement;
    for (let i = 1; i <= 10; i++) {
      area.value = typed + 'x'.repeat(i);
      area.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise<void>((resolve) => queueMicrotask(resolve));
    }
    const hash = location.hash;
    return {
      findings: document.querySelector('[data-testid="verifier-findings"]')?.textContent?.trim() ?? '',
      answer: new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('answer'),
    };
  }, text);
}

test('a long hostile answer: no check while the typing goes on, the finding after the pause, the cap is said', async ({ page }) => {
  await page.goto('./#/apis?lang=en&ref=ejercicio_1');
  const panel = page.getByTestId('verifier-panel');
  const findings = panel.getByTestId('verifier-findings');
  await typeFast(page, FAITHFUL);
  await expect(findings).toHaveText('OK: the verifier finds nothing to flag.');
  await expect.poll(() => hashParams(page).answer).toBe(`${FAITHFUL}${'x'.repeat(10)}`);
  // Typing the hostile answer runs no check on any keystroke (the old check on every one made each take over
  // 100 times as long): right after ten of them, the findings and the link are still the faithful answer's.
  expect(await typeFast(page, HOSTILE)).toEqual({ findings: 'OK: the verifier finds nothing to flag.', answer: `${FAITHFUL}${'x'.repeat(10)}` });
  // The findings follow once the typing pauses: the quoted headline is flagged.
  await expect(findings.locator('li')).toHaveAttribute('data-code', 'invented_headline');
  await expect.poll(() => hashParams(page).answer).toBe(`${HOSTILE}${'x'.repeat(10)}`);

  const box = panel.getByLabel('Your answer');
  await box.fill(HOSTILE + 'x'.repeat(3_000));
  await expect(panel.getByTestId('verifier-too-long')).toHaveText(
    'The answer has 22,968 characters: the verifier checks answers of up to 20,000. Shorten it to see its findings.',
  );
  await expect(findings.locator('li')).toHaveCount(0);
  // Back under the cap, the findings return.
  await box.fill(HOSTILE);
  await expect(panel.getByTestId('verifier-too-long')).toHaveCount(0);
  await expect(findings.locator('li')).toHaveAttribute('data-code', 'invented_headline');
});

// The Spanish panel on one page: the exercise's own answers first (before anything is typed), then a typed answer
// kept per reference trace, then the other traces' findings.
test("in Spanish: exercise 1's own two answers; the typed answer survives choosing another reference trace and coming back; the findings use the Spanish lesson's wording", async ({ page }) => {
  await page.goto('./#/apis?lang=es&ref=ejercicio_1');
  const panel = page.getByTestId('verifier-panel');
  const box = panel.getByLabel('Tu respuesta');
  const findings = panel.getByTestId('verifier-findings');
  // Exercise 1: the Spanish lesson's own two answers, the real headline passing and the invented one flagged.
  await expect(box).toHaveValue('El 19 de marzo: «Un fondo ofrece comprar Busmar Hogar».');
  await expect(findings).toContainText('OK');
  await expect(panel.locator('li[data-answer="inventada"] q')).toHaveText('Hubo una noticia: "Busmar Hogar dispara su beneficio un 40 %".');
  await expect(panel.locator('li[data-answer="inventada"] .verdict')).toContainText('Busmar Hogar dispara su beneficio un 40 %');
  await expect(panel).not.toContainText('On March 19');

  // A typed answer is kept per reference trace.
  const typed = 'Según la noticia: “Un fondo ofrece comprar Busmar Hogar”.';
  await box.fill(typed);
  await expect.poll(() => hashParams(page).answer).toBe(typed);
  const pick = panel.getByLabel('Traza de referencia');
  await pick.selectOption('tarea_porcentaje');
  await expect(box).not.toHaveValue(typed);
  expect(hashParams(page)).not.toHaveProperty('answer');
  await pick.selectOption('ejercicio_1');
  await expect(box).toHaveValue(typed);
  expect(hashParams(page)).toMatchObject({ ref: 'ejercicio_1', answer: typed });
  await expect(findings).toHaveText('OK: el verificador no encuentra nada que señalar.');
  await box.fill('x'.repeat(20_001));
  await expect(panel.getByTestId('verifier-too-long')).toHaveText(
    'La respuesta tiene 20.001 caracteres: el verificador revisa respuestas de hasta 20.000. Acórtala para ver sus hallazgos.',
  );

  // The other traces' findings in the Spanish lesson's wording; the English one's for comparison.
  await pick.selectOption('tarea_porcentaje');
  await expect(findings).toContainText('porcentaje sin cálculo: 27.88%');
  await pick.selectOption('tarea_acme');
  await expect(findings).toContainText('cifra sin fuente: 10');
  await expect(findings).toContainText('error de herramienta sin resolver');
  await expect(findings).not.toContainText('without');
  await page.goto('./#/apis?lang=en&ref=tarea_porcentaje');
  await expect(findings).toContainText('percentage without a calculation: 27.88%');
});
