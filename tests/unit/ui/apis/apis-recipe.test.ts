// A #/apis run's name says, in the UI's language, what differs from the defaults: a guardrail off in the lab's
// words, not its code name.
import { describe, expect, it } from 'vitest';
import { readApisState } from '../../../../src/ui/apis/apis-params.ts';
import { apisRecipeTitle } from '../../../../src/ui/apis/apis-recipe.ts';

describe('apisRecipeTitle', () => {
  it('names the scenario, the API shape and each guardrail switched off, in English and Spanish', () => {
    const state = readApisState({ scenario: 'bucle', provider: 'anthropic', off: 'repetition,argsJson', steps: '8' });
    expect(apisRecipeTitle(state, 'en')).toBe('bucle (loop) on Anthropic Messages API (no repeat detection, no JSON check, 8 steps)');
    expect(apisRecipeTitle(state, 'es')).toBe('bucle en Anthropic Messages API (sin detección de repeticiones, sin comprobación de JSON, 8 pasos)');
  });

  it('says nothing more for the defaults', () => {
    expect(apisRecipeTitle(readApisState({}), 'en')).toBe('correcto (correct) on OpenAI Responses API');
  });
});
