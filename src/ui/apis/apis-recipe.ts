// A #/apis run named by its settings, for a compared run's column and an exported file: the scenario, the API
// shape, and what differs from the defaults (the wire profile, guardrails off, limits changed).
import { DEFAULT_LIMITS, guardrailOn, switchGuardrails } from '../../core/guardrails/index.ts';
import type { UiLanguage } from '../../core/i18n/index.ts';
import { SCENARIOS } from '../../core/sim/index.ts';
import { providerLabel, scenarioLabel } from '../common/labels.ts';
import type { ApisState } from './apis-params.ts';

const WORDS = {
  en: { on: 'on', realistic: 'realistic bytes', steps: 'steps', tokens: 'tokens' },
  es: { on: 'en', realistic: 'bytes realistas', steps: 'pasos', tokens: 'tokens' },
} as const;

export function apisRecipeTitle(state: Pick<ApisState, 'scenario' | 'provider' | 'settings'>, lang: UiLanguage): string {
  const w = WORDS[lang];
  const info = SCENARIOS.find((s) => s.id === state.scenario);
  const { limits, switches, profile, via } = state.settings;
  const notes = [
    ...(profile === 'realistic' ? [w.realistic] : []),
    ...(via === 'mcp' ? ['MCP'] : []),
    ...switchGuardrails().flatMap((g) => (g.setting.kind === 'switch' && !guardrailOn(g, { switches }) ? [g.setting.offWords[lang]] : [])),
    ...(limits.maxSteps !== DEFAULT_LIMITS.maxSteps ? [`${limits.maxSteps} ${w.steps}`] : []),
    ...(limits.maxTokens !== DEFAULT_LIMITS.maxTokens ? [`${limits.maxTokens} ${w.tokens}`] : []),
  ];
  const base = `${info ? scenarioLabel(info, lang) : state.scenario} ${w.on} ${providerLabel(state.provider)}`;
  return notes.length > 0 ? `${base} (${notes.join(', ')})` : base;
}
