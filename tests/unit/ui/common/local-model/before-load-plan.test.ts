// What the page shows before Load, computed from fake cache, HEAD and config answers: which files, what they
// weigh, which are cached; for a `local:` model from the tiny fixture's real files on disk.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { summarize } from '../../../../../src/llm/load-plan.ts';
import { planLoad, precisionSizes, servedSize, servedSizeOnce } from '../../../../../src/ui/common/local-model/model-cache.ts';
import { modelFileUrl, modelSource } from '../../../../../src/ui/common/local-model/model-settings.ts';

const BASE = 'https://school.example/lab/';
const HUB = { model: 'onnx-community/Qwen2.5-0.5B-Instruct' };
const DIR = 'tests/fixtures/models/tiny-qwen2-lesson';
const LOCAL = modelSource('local:tiny-qwen2-lesson', BASE);

/** The fixture folder as the site serves it: a URL's size is its file's, as a HEAD's Content-Length says. */
function served(url: string): number | undefined {
  const prefix = `${BASE}models/tiny-qwen2-lesson/`;
  try {
    return url.startsWith(prefix) ? statSync(join(DIR, url.slice(prefix.length))).size : undefined;
  } catch {
    return undefined;
  }
}
const deps = (cachedUrls: string[] = []) => ({
  cached: async (urls: readonly string[]) => new Set(urls.filter((u) => cachedUrls.includes(u))),
  size: async (url: string) => served(url),
  config: async (url: string) => JSON.parse(readFileSync(join(DIR, url.split('/').pop() as string), 'utf8')),
});

describe('modelFileUrl: the URL transformers.js fetches, and its cache key', () => {
  it('is the Hub’s resolve/main URL, or the site’s models/NAME/ file', () => {
    expect(modelFileUrl(HUB, 'onnx/model_q4.onnx', BASE)).toBe('https://huggingface.co/onnx-community/Qwen2.5-0.5B-Instruct/resolve/main/onnx/model_q4.onnx');
    expect(modelFileUrl(LOCAL, 'config.json', BASE)).toBe('https://school.example/lab/models/tiny-qwen2-lesson/config.json');
  });
});

describe('planLoad', () => {
  it('a registry model: its sizes, and what the cache already holds taken off the download', async () => {
    const tokenizer = modelFileUrl(HUB, 'tokenizer.json', BASE);
    const plan = await planLoad(HUB, 'q4', BASE, deps([tokenizer]));
    expect(plan.sizesFrom).toBe('registry');
    expect(plan.files.map((f) => [f.path, f.bytes, f.cached])).toEqual([
      ['config.json', 678, false],
      ['generation_config.json', 242, false],
      ['tokenizer.json', 7.03e6, true],
      ['tokenizer_config.json', 7310, false],
      ['onnx/model_q4.onnx', 786e6, false],
    ]);
    expect(plan.weightsBytes).toBe(786e6);
    expect(plan.shape).toEqual({ layers: 24, kvHeads: 2, headDim: 64 });
    expect(summarize(plan.files)).toMatchObject({ toDownload: 786e6 + 678 + 242 + 7310, cachedFiles: 1, exact: false });
  });

  it('a local: model: the sizes the site serves (the fixture’s files) and its config’s shape', async () => {
    const plan = await planLoad(LOCAL, 'q8', BASE, deps());
    expect(plan.sizesFrom).toBe('served');
    for (const f of plan.files) {
      expect(f.bytes).toBe(statSync(join(DIR, f.path)).size);
      expect(f.exact).toBe(true);
    }
    expect(plan.files.map((f) => f.path).at(-1)).toBe('onnx/model_quantized.onnx');
    const config = JSON.parse(readFileSync(join(DIR, 'config.json'), 'utf8'));
    expect(plan.shape?.layers).toBe(config.num_hidden_layers);
    expect(plan.shape?.kvHeads).toBe(config.num_key_value_heads);
  });

  it('every file cached: 0 to download', async () => {
    const urls = ['config.json', 'generation_config.json', 'tokenizer.json', 'tokenizer_config.json', 'onnx/model_quantized.onnx'].map((p) => modelFileUrl(LOCAL, p, BASE));
    const plan = await planLoad(LOCAL, 'q8', BASE, deps(urls));
    expect(summarize(plan.files)).toMatchObject({ toDownload: 0, cachedFiles: 5, unknown: false });
    expect(summarize(plan.files).totalBytes).toBeGreaterThan(0);
  });

  it('a Hub model the registry lacks: sizes unknown, never guessed', async () => {
    const plan = await planLoad({ model: 'someone/other-model' }, 'q8', BASE, deps());
    expect(plan.sizesFrom).toBe('unknown');
    expect(plan.files.every((f) => f.bytes === undefined)).toBe(true);
    expect(summarize(plan.files).unknown).toBe(true);
  });

  it('a missing served file: its size unknown, the rest still counted', async () => {
    const plan = await planLoad({ ...LOCAL, model: 'nowhere' }, 'q8', BASE, { ...deps(), config: async () => undefined });
    expect(plan.files.every((f) => f.bytes === undefined)).toBe(true);
    expect(plan.shape).toBeUndefined();
  });
});

describe('precisionSizes', () => {
  it('each precision’s whole download, for the registry model and for a local: one', async () => {
    const hub = await precisionSizes(HUB, BASE, []);
    expect(hub.q4?.bytes).toBe(786e6 + 678 + 242 + 7.03e6 + 7310);
    expect(hub.q4f16?.exact).toBe(false);
    const plan = await planLoad(LOCAL, 'q8', BASE, deps());
    const local = await precisionSizes(LOCAL, BASE, plan.files, deps());
    const small = ['config.json', 'generation_config.json', 'tokenizer.json', 'tokenizer_config.json'].reduce((s, f) => s + statSync(join(DIR, f)).size, 0);
    expect(local.q4).toEqual({ bytes: small + statSync(join(DIR, 'onnx/model_q4.onnx')).size, exact: true });
    expect(Object.keys(local).sort()).toEqual(['fp16', 'fp32', 'q4', 'q4f16', 'q8']);
  });
});

describe('servedSize', () => {
  const answer = (ok: boolean, length: string | null) => async () => ({ ok, headers: { get: (n: string) => (n === 'content-length' ? length : null) } });
  it('reads Content-Length of a HEAD; undefined when missing, failed or absent', async () => {
    const seen: unknown[] = [];
    expect(
      await servedSize('u', async (url, init) => {
        seen.push([url, init]);
        return answer(true, '4757043')();
      }),
    ).toBe(4757043);
    expect(seen).toEqual([['u', { method: 'HEAD', cache: 'no-store' }]]);
    expect(await servedSize('u', answer(false, '10'))).toBeUndefined();
    expect(await servedSize('u', answer(true, null))).toBeUndefined();
    expect(
      await servedSize('u', async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBeUndefined();
  });

  it('asks once per file and page (every phase of a Load makes the plan again); a failed answer is asked again', async () => {
    const asked: string[] = [];
    let up = false;
    const host = async (url: string) => {
      asked.push(url);
      return answer(up, '42')();
    };
    expect(await servedSizeOnce('once/a', host)).toBeUndefined();
    up = true;
    expect(await servedSizeOnce('once/a', host)).toBe(42);
    expect(await servedSizeOnce('once/a', host)).toBe(42);
    expect(await servedSizeOnce('once/b', host)).toBe(42);
    expect(asked).toEqual(['once/a', 'once/a', 'once/b']);
  });
});
