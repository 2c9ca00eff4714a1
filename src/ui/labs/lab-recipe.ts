// A lab run named by its settings, for a compared run's column and an exported file: the scenario (or the local
// model's question), where it ran, and what differs from the lab's defaults (guardrails off, limits changed).
import type { UiLanguage } from '../../core/i18n/index.ts';
import { switchGuardrails } from '../../core/guardrails/index.ts';
import { providerLabel } from '../common/labels.ts';
import type { LabPageState } from './lab-params.ts';

const WORDS = {
  en: { on: 'on', local: 'the local model', steps: 'steps', lights: 'lights' },
  es: { on: 'en', local: 'el modelo local', steps: 'pasos', lights: 'luces' },
} as const;

/** `realModel`: a real run's model as its recipe names it (`Anthropic (Messages) · claude-haiku-4-5`). */
export function labRecipeTitle(state: LabPageState, question: string, lang: UiLanguage, realModel?: string): string {
  const w = WORDS[lang];
  const notes = [
    ...switchGuardrails().flatMap((g) => (g.setting.kind === 'switch' && state.switchesOff[g.id] === false ? [g.setting.offWords[lang]] : [])),
    ...(state.limits.maxSteps !== undefined ? [`${state.limits.maxSteps} ${w.steps}`] : []),
    ...(state.lights ? [`${w.lights} ${state.lights.map((on) => (on ? '1' : '0')).join('')}`] : []),
    ...(state.via === 'mcp' ? ['MCP'] : []),
  ];
  const base =
    state.backend === 'local'
      ? `«${question}» ${w.on} ${w.local}`
      : state.backend === 'real'
        ? `«${question}» ${w.on} ${realModel ?? '?'}`
        : `${state.scenario.label[lang]} ${w.on} ${providerLabel(state.backend)}`;
  return notes.length > 0 ? `${base} (${notes.join(', ')})` : base;
}
