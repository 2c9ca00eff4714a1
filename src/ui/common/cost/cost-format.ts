// Dollar figures as each UI language writes them: two significant digits under a dollar (a step costs fractions
// of a cent), cents above. Only the UI rounds; core's sums stay exact.
import type { Lang } from '../i18n.svelte.ts';

export function formatUsd(usd: number, lang: Lang): string {
  const options: Intl.NumberFormatOptions =
    usd === 0 ? { maximumFractionDigits: 0 } : usd < 1 ? { maximumSignificantDigits: 2 } : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  return usd.toLocaleString(lang === 'es' ? 'es-ES' : 'en-US', { style: 'currency', currency: 'USD', ...options });
}
