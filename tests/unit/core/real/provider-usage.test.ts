// Each API's reported usage read from its own fields, cached input included in the input, thinking in the
// output, a stream's usage from its events; none where the response says none.
import { describe, expect, it } from 'vitest';
import { providerUsage } from '../../../../src/core/real/provider-usage.ts';

describe('the usage a provider reported', () => {
  it('OpenAI Responses and Chat Completions', () => {
    expect(providerUsage('openai-responses', JSON.stringify({ usage: { input_tokens: 100, output_tokens: 7, input_tokens_details: { cached_tokens: 64 } } }))).toEqual({ inputTokens: 100, outputTokens: 7, cachedInputTokens: 64 });
    expect(providerUsage('openai-chat', JSON.stringify({ usage: { prompt_tokens: 50, completion_tokens: 5 } }))).toEqual({ inputTokens: 50, outputTokens: 5 });
  });

  it('Anthropic: cache reads and writes are input; a stream splits input and output over two events', () => {
    expect(providerUsage('anthropic', JSON.stringify({ usage: { input_tokens: 10, cache_read_input_tokens: 80, cache_creation_input_tokens: 5, output_tokens: 3 } }))).toEqual({ inputTokens: 95, outputTokens: 3, cachedInputTokens: 80 });
    const stream = [
      'event: message_start',
      `data: ${JSON.stringify({ type: 'message_start', message: { usage: { input_tokens: 42, output_tokens: 1 } } })}`,
      '',
      'event: message_delta',
      `data: ${JSON.stringify({ type: 'message_delta', usage: { output_tokens: 9 } })}`,
      '',
    ].join('\n');
    expect(providerUsage('anthropic', stream)).toEqual({ inputTokens: 42, outputTokens: 9 });
  });

  it('Gemini: thinking tokens are output', () => {
    expect(providerUsage('gemini', JSON.stringify({ usageMetadata: { promptTokenCount: 30, candidatesTokenCount: 4, thoughtsTokenCount: 6, cachedContentTokenCount: 12 } }))).toEqual({ inputTokens: 30, outputTokens: 10, cachedInputTokens: 12 });
  });

  it('none: no usage, an empty body, a body that is not JSON', () => {
    expect(providerUsage('openai-chat', JSON.stringify({ choices: [] }))).toBeUndefined();
    expect(providerUsage('gemini', undefined)).toBeUndefined();
    expect(providerUsage('anthropic', 'upstream error')).toBeUndefined();
  });
});
