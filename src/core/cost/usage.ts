// What a request used, whoever counted it: today the lab's own o200k_base count for every run (the simulators'
// and the lesson's), later the provider's reported usage for a real API's run. The label says which.

export type UsageSource = 'lab-count' | 'provider';

export interface Usage {
  /** Every input token of the request, the cached ones included. */
  inputTokens: number;
  /** Tokens the model wrote; null where they are not counted (yet). */
  outputTokens: number | null;
  /** Of `inputTokens`, those read from the provider's cache; absent where the usage does not say. */
  cachedInputTokens?: number;
  source: UsageSource;
}
