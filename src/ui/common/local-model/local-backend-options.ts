// The local model's backend options as the pages that run it read them from their link (#/local and the labs): one
// place, so a setting added to the link reaches every run, fork and live step of either page alike.
import type { LocalModelBackendOptions } from '../../../llm/local-model-backend.ts';
import type { LocalGenerator } from '../../../llm/generator.ts';
import { alternativesAsked, thinkingOn, type ModelSettings } from './model-settings.ts';

type RunSettings = Pick<ModelSettings, 'maxNewTokens' | 'kvReuse' | 'alternatives' | 'modelSetting' | 'thinking' | 'sampling' | 'decoding'>;

/** `model`: the loaded model's name in the trace. */
export function localBackendOptions(settings: RunSettings, generator: LocalGenerator, model: string): LocalModelBackendOptions {
  return {
    generator,
    model,
    maxNewTokens: settings.maxNewTokens,
    kvReuse: settings.kvReuse,
    alternatives: alternativesAsked(settings),
    thinking: thinkingOn(settings),
    ...(settings.sampling ? { sampling: settings.sampling } : {}),
    decoding: settings.decoding,
  };
}
