// The tokens a policy's run is charged, as a model with a short name would be: the policy travels as its model's
// name (policy-name.ts, some 60 o200k tokens), which the OpenAI and Anthropic shapes put in every request body and
// Gemini in its URL. Counted as it is, each policy request would cost ~55 tokens more than the same request to
// `gpt-5.4-mini`, and the eval's token column would rank the simulated APIs by where their model name goes.
import { asyncCounter, type AsyncCounter, type TokenCounter } from '../tokens/o200k-counter.ts';
import { POLICY_PREFIX } from './policy-name.ts';

/** What a policy's name is counted as. */
export const POLICY_STAND_IN = 'eval';

const NAME = new RegExp(`${POLICY_PREFIX.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[A-Za-z0-9.~-]+`, 'g');

/** `counter` with every policy name in the text counted as `eval`. */
export function policyTokenCounter(counter: TokenCounter | AsyncCounter): AsyncCounter {
  const inner = asyncCounter(counter);
  const shorten = (text: string) => text.replace(NAME, POLICY_STAND_IN);
  return {
    known: (text) => inner.known(shorten(text)),
    count: (texts) => inner.count(texts.map(shorten)),
    ready: () => inner.ready(),
    bound: (text) => inner.bound(shorten(text)),
  };
}
