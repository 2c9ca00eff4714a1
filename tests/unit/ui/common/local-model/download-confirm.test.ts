// Load asks before a big download: over 100 MB still to download (the size in the question), or a Hub model of
// unknown size; nothing for a small or cached model, nor for a served folder whose sizes cannot be read.
import { describe, expect, it } from 'vitest';
import type { DownloadSummary } from '../../../../../src/llm/load-plan.ts';
import { askBeforeLoad, CONFIRM_ABOVE_BYTES, downloadQuestion, readDownload } from '../../../../../src/ui/common/local-model/download-confirm.ts';
import { modelFileUrl } from '../../../../../src/ui/common/local-model/model-settings.ts';
import { filesFor } from '../../../../../src/llm/model-registry.ts';

const summary = (toDownload: number, unknown = false): DownloadSummary => ({ files: 5, cachedFiles: 0, totalBytes: toDownload, toDownload, exact: true, unknown });

describe('downloadQuestion: the threshold', () => {
  it('asks above 100 MB, with the bytes to download', () => {
    expect(CONFIRM_ABOVE_BYTES).toBe(100_000_000);
    expect(downloadQuestion(summary(100_000_001), 'registry')).toEqual({ bytes: 100_000_001 });
    expect(downloadQuestion(summary(519_000_000), 'served')).toEqual({ bytes: 519_000_000 });
  });

  it('asks nothing at 100 MB or less, nor when everything is cached', () => {
    expect(downloadQuestion(summary(100_000_000), 'registry')).toBeNull();
    expect(downloadQuestion(summary(4_800_000), 'served')).toBeNull();
    expect(downloadQuestion(summary(0), 'registry')).toBeNull();
  });

  it('asks for a Hub model of unknown size, not for a served folder whose sizes could not be read', () => {
    expect(downloadQuestion(summary(0, true), 'unknown')).toEqual({ bytes: undefined });
    expect(downloadQuestion(summary(0, true), 'served')).toBeNull();
  });
});

describe('readDownload: the registry model against this browser’s cache', () => {
  const BASE = 'https://school.example/lab/';
  const HUB = { model: 'onnx-community/Qwen2.5-0.5B-Instruct' };
  const urls = filesFor('q8').map((p) => modelFileUrl(HUB, p, BASE));
  const cachedOf = (held: string[]) => ({ cached: async (asked: readonly string[]) => new Set(asked.filter((u) => held.includes(u))) });

  it('nothing cached: ≈ 519 MB of q8 and the tokenizer, asked for', async () => {
    const facts = await readDownload(HUB, 'q8', BASE, cachedOf([]));
    expect(facts.sizesFrom).toBe('registry');
    expect(facts.summary.toDownload).toBe(512e6 + 678 + 242 + 7.03e6 + 7310);
    expect(facts.question).toEqual({ bytes: facts.summary.toDownload });
  });

  it('every file cached: no question', async () => {
    const facts = await readDownload(HUB, 'q8', BASE, cachedOf(urls));
    expect(facts.summary.toDownload).toBe(0);
    expect(facts.question).toBeNull();
  });

  it('only the weights left: still asked, for the weights alone', async () => {
    const facts = await readDownload(HUB, 'q8', BASE, cachedOf(urls.filter((u) => !u.endsWith('.onnx'))));
    expect(facts.question).toEqual({ bytes: 512e6 });
  });

  it('a Hub model the lab does not know: its size unknown, asked for', async () => {
    const facts = await readDownload({ model: 'someone/other-model' }, 'q8', BASE, cachedOf([]));
    expect(facts.sizesFrom).toBe('unknown');
    expect(facts.question).toEqual({ bytes: undefined });
  });
});

describe('askBeforeLoad: sizes that cannot be read ask nothing', () => {
  const BASE = 'https://school.example/lab/';
  const SERVED = { model: 'big', localModelPath: '/lab/models/' };
  const none = { cached: async () => new Set<string>(), config: async () => undefined };

  it('a served model over 100 MB is asked about', async () => {
    expect(await askBeforeLoad(SERVED, 'q8', BASE, 1000, { ...none, size: async () => 60e6 })).toEqual({ bytes: 300e6 });
  });

  it('a host that never answers: no question once the wait is over, so Load starts', async () => {
    expect(await askBeforeLoad(SERVED, 'q8', BASE, 20, { ...none, size: () => new Promise<number>(() => {}) })).toBeNull();
  });

  it('a read that fails: no question', async () => {
    expect(await askBeforeLoad(SERVED, 'q8', BASE, 1000, { ...none, cached: () => Promise.reject(new Error('no cache')), size: () => Promise.reject(new Error('down')) })).toBeNull();
  });
});
