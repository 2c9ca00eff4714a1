// A #/local run named by its settings, for a compared run's column and an exported file: the design (the ReAct
// loop or plan and execute, and who answers the plan), the question, the tools offered, a sampled run's seed, MCP.
import type { UiLanguage } from '../../core/i18n/index.ts';
import type { LocalSettings } from './local-settings.ts';

const WORDS = {
  en: { react: 'ReAct', plan: 'plan and execute', scripted: (id: string) => `scripted plan “${id}”`, model: 'the local model', tools: 'tools', sampled: 'sampled, seed' },
  es: { react: 'ReAct', plan: 'planificar y ejecutar', scripted: (id: string) => `plan guionizado «${id}»`, model: 'el modelo local', tools: 'herramientas', sampled: 'muestreo, semilla' },
} as const;

export function localRecipeTitle(settings: LocalSettings, lang: UiLanguage): string {
  const w = WORDS[lang];
  const design =
    settings.mode === 'react'
      ? `${w.react}, ${w.tools}: ${settings.tools.join(', ')}`
      : `${w.plan} (${settings.planSource === 'local' ? w.model : w.scripted(settings.planSource)})`;
  // Only a sampled run says how it decoded: greedy titles stay as they were.
  const usesModel = settings.mode === 'react' || settings.planSource === 'local';
  const sampling = settings.sampling && usesModel ? ` (${w.sampled} ${settings.sampling.seed}, T ${settings.sampling.temperature})` : '';
  return `«${settings.question}» — ${design}${sampling}${settings.via === 'mcp' ? ' (MCP)' : ''}`;
}
