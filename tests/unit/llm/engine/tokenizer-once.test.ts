import { describe, expect, it } from 'vitest';
import { useModelSource } from '../../../../src/llm/engine/model-source.ts';
import { tokenizerOnce } from '../../../../src/llm/engine/tokenizer-once.ts';
import { TINY_QWEN3_NAME } from '../../../../scripts/tiny-model/tiny-models.ts';
import { fixtureSource, loadTinyModel } from '../tiny-model-fixture.ts';

describe('tokenizerOnce', () => {
  it("a second Load of the same source takes the first one's tokenizer; another model, or files picked on this computer, are read afresh", async () => {
    const first = await loadTinyModel();
    const again = await loadTinyModel({ dtype: 'q8' });
    expect(again.tokenizer).toBe(first.tokenizer);
    expect(again.tokenize('hola')).toEqual(first.tokenize('hola'));

    const qwen3 = { ...fixtureSource, model: TINY_QWEN3_NAME };
    useModelSource(qwen3);
    const other = await tokenizerOnce(qwen3);
    expect(other).not.toBe(first.tokenizer);
    expect(await tokenizerOnce(qwen3)).toBe(other);

    // Another folder may be picked under the same name: its tokenizer is never taken from an earlier Load.
    useModelSource(fixtureSource);
    const picked = await tokenizerOnce({ ...fixtureSource, fromThisComputer: true });
    expect(picked).not.toBe(first.tokenizer);
    await Promise.all([first.dispose(), again.dispose()]);
  });
});
