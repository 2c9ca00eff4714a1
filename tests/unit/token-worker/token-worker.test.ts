// The counting worker itself, in Node with a stand-in for its global scope: it loads the o200k_base encoder as it
// starts, says so, and answers each request with the counts the lesson's encoder gives (special-token text counted
// as plain text).
import { afterAll, describe, expect, it } from 'vitest';
import { loadO200kCounter } from '../../../src/core/tokens/o200k-here.ts';
import type { CountRequest, TokenWorkerMessage } from '../../../src/token-worker/token-worker-messages.ts';

const said: TokenWorkerMessage[] = [];
const scope = {
  onmessage: null as ((event: MessageEvent<CountRequest>) => Promise<void>) | null,
  postMessage: (message: TokenWorkerMessage) => said.push(message),
};
const globals = globalThis as { self?: unknown };
const before = globals.self;
globals.self = scope;
afterAll(() => {
  globals.self = before;
});

describe('the counting worker', () => {
  it('loads the encoder as it starts and answers each request with its counts', async () => {
    await import('../../../src/token-worker/token-worker.ts');
    await expect.poll(() => said.some((m) => m.type === 'loaded')).toBe(true);
    const texts = ['{"model":"correcto","input":"¿Cuánto varió BUSI?"}', '<|endoftext|>', ''];
    await scope.onmessage?.({ data: { id: 7, texts } } as unknown as MessageEvent<CountRequest>);
    const count = await loadO200kCounter();
    expect(said.at(-1)).toEqual({ type: 'counts', id: 7, counts: texts.map(count) });
    expect(said.at(-1)).toMatchObject({ counts: [expect.any(Number), 7, 0] });
  });
});
