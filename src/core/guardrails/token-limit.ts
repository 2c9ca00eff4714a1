// The token limit: a request that would take the tokens sent in the run past the limit is held back before it
// leaves, and the run ends (the loop, agent/run-agent.ts, decides it without waiting for counts it can bound).
import type { Guardrail } from './guardrail.ts';

export const tokenLimit = {
  id: 'tokenLimit',
  legacyGuard: 'token_limit',
  place: 'request',
  setting: {
    kind: 'switch',
    default: true,
    limit: { key: 'maxTokens', param: 'tokens', bounds: { min: 1, max: 1_000_000 }, unit: { en: 'tokens sent', es: 'tokens enviados' } },
    hint: { en: 'Off: nothing caps what a run sends.', es: 'Sin él, nada limita lo que envía una ejecución.' },
    offWords: { en: 'no token limit', es: 'sin límite de tokens' },
  },
  words: {
    label: { en: 'Token limit', es: 'Límite de tokens' },
    traceName: { en: 'token limit', es: 'límite de tokens' },
    notes: [
      {
        pattern: /^(\d+) \+ (\d+) tokens would pass the limit of (\d+)$/,
        say: {
          en: (sent = '', next = '', max = '') => `${sent} + ${next} tokens would pass the limit of ${max}`,
          es: (sent = '', next = '', max = '') => `${sent} + ${next} tokens pasarían del límite de ${max}`,
        },
      },
    ],
  },
  gate: { short: { en: 'tokens', es: 'tokens' } },
} satisfies Guardrail;

/** Its verdict on a request of `next` tokens after `sent`: null when it may leave, else the note that holds it back. */
export function overTokenLimit(sent: number, next: number, maxTokens: number): string | null {
  return sent + next <= maxTokens ? null : `${sent} + ${next} tokens would pass the limit of ${maxTokens}`;
}
