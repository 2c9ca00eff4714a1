import { describe, expect, it } from 'vitest';
import { LOCAL_DTYPES } from '../../../src/llm/device-choice.ts';
import { filesFor, findModel, MODEL_REGISTRY, ONNX_FILE, QWEN25_05B, registryFiles, type ModelDefinition } from '../../../src/llm/model-registry.ts';
import { memoryEstimate, shapeFromConfig, summarize } from '../../../src/llm/load-plan.ts';
import { checkAgainstHub, HUB_API, sizeAgrees } from '../../../src/llm/hub-check.ts';
import { ONNX_VARIANTS } from '../../../scripts/tiny-model/build-tiny-models.ts';

describe('the model registry', () => {
  it('holds Qwen2.5-0.5B-Instruct with its licence, shape and the Hub’s figures for every precision', () => {
    expect(findModel('onnx-community/Qwen2.5-0.5B-Instruct')).toBe(QWEN25_05B);
    expect(findModel('someone/else')).toBeUndefined();
    expect(QWEN25_05B.licence).toBe('Apache-2.0');
    expect(QWEN25_05B.shape).toEqual({ layers: 24, kvHeads: 2, headDim: 64 });
    const mb = Object.fromEntries(Object.entries(QWEN25_05B.precisions).map(([d, f]) => [d, f.bytes / 1e6]));
    expect(mb).toEqual({ fp32: 1990, fp16: 997, q8: 512, q4: 786, q4f16: 483 });
    // q4, the WebGPU-without-shader-f16 fallback, is the largest 4-bit file: bigger than q8 and q4f16.
    expect(QWEN25_05B.precisions.q4?.bytes).toBeGreaterThan(QWEN25_05B.precisions.q8?.bytes ?? Infinity);
    expect(QWEN25_05B.otherFiles.map((f) => f.path)).toEqual(['config.json', 'generation_config.json', 'tokenizer.json', 'tokenizer_config.json']);
    // Only the sizes the Hub prints in bytes are exact.
    expect(QWEN25_05B.otherFiles.filter((f) => f.exact).map((f) => f.path)).toEqual(['config.json', 'generation_config.json']);
    expect(Object.values(QWEN25_05B.precisions).every((f) => !f.exact)).toBe(true);
  });

  it('names the ONNX file transformers.js asks for at each precision, as the tiny fixture builder writes them', () => {
    for (const dtype of LOCAL_DTYPES) expect(ONNX_FILE[dtype]).toBe(`onnx/${ONNX_VARIANTS[dtype]}`);
    expect(filesFor('q4')).toEqual(['config.json', 'generation_config.json', 'tokenizer.json', 'tokenizer_config.json', 'onnx/model_q4.onnx']);
    for (const model of MODEL_REGISTRY) for (const [dtype, file] of Object.entries(model.precisions)) expect(file.path).toBe(ONNX_FILE[dtype as keyof typeof ONNX_FILE]);
  });

  it('adds up a precision’s download: 512 MB of q8 weights plus ≈ 7 MB of tokenizer and configs', () => {
    const files = registryFiles(QWEN25_05B, 'q8') ?? [];
    expect(files.map((f) => f.path)).toEqual(filesFor('q8'));
    const summary = summarize(files.map((f) => ({ ...f, cached: false })));
    expect(summary.totalBytes).toBe(512e6 + 678 + 242 + 7.03e6 + 7310);
    expect(summary).toMatchObject({ files: 5, cachedFiles: 0, exact: false, unknown: false });
    expect(summary.toDownload).toBe(summary.totalBytes);
  });
});

describe('summarize', () => {
  const file = (path: string, bytes: number | undefined, cached: boolean, exact = true) => ({ path, bytes, cached, exact });
  it('counts only the files not cached as to download, and says 0 when all are', () => {
    const some = summarize([file('a', 100, true), file('b', 50, false)]);
    expect(some).toEqual({ files: 2, cachedFiles: 1, totalBytes: 150, toDownload: 50, exact: true, unknown: false });
    expect(summarize([file('a', 100, true), file('b', 50, true, false)])).toMatchObject({ toDownload: 0, cachedFiles: 2, exact: true });
  });
  it('flags approximate and unknown sizes among the files still to download', () => {
    expect(summarize([file('a', 100, false, false)]).exact).toBe(false);
    expect(summarize([file('a', undefined, false), file('b', 5, false)])).toMatchObject({ unknown: true, totalBytes: 5, toDownload: 5 });
    expect(summarize([file('a', undefined, true)]).unknown).toBe(false);
  });
});

describe('memoryEstimate', () => {
  it('is the weights plus 12 KB a token of fp16 KV cache for Qwen2.5-0.5B at q4f16 (24 × 2 × 2 × 64 × 2 B)', () => {
    const m = memoryEstimate(483e6, QWEN25_05B.shape, 'q4f16');
    expect(m.tokens).toBe(1024);
    expect(m.kvValueBytes).toBe(2);
    expect(m.kvBytes / m.tokens).toBe(12_288);
    expect(m.kvBytes).toBe(12_582_912);
    expect(m.totalBytes).toBe(483e6 + 12_582_912);
  });
  it('keeps the KV cache in fp32 for the full-precision-maths graphs (q8, q4, fp32): twice as much', () => {
    for (const dtype of ['q8', 'q4', 'fp32'] as const) expect(memoryEstimate(0, QWEN25_05B.shape, dtype, 10).kvBytes).toBe(24 * 2 * 2 * 64 * 4 * 10);
    expect(memoryEstimate(0, QWEN25_05B.shape, 'fp16', 10).kvBytes).toBe(24 * 2 * 2 * 64 * 2 * 10);
  });
  it('reads the shape from a config.json, head_dim from hidden_size / heads when absent', () => {
    expect(shapeFromConfig({ num_hidden_layers: 24, num_attention_heads: 14, num_key_value_heads: 2, hidden_size: 896 })).toEqual(QWEN25_05B.shape);
    expect(shapeFromConfig({ num_hidden_layers: 3, num_attention_heads: 4, hidden_size: 32, head_dim: 16 })).toEqual({ layers: 3, kvHeads: 4, headDim: 16 });
    expect(shapeFromConfig({ num_hidden_layers: 3 })).toBeUndefined();
    expect(shapeFromConfig(undefined)).toBeUndefined();
  });
});

describe('checkAgainstHub', () => {
  /** The Hub's tree API for root and onnx/, as it answers: small files with `size`, LFS ones with `lfs.size`. */
  function hubListing(model: ModelDefinition, change: Record<string, number | null> = {}) {
    const sizeOf = (path: string, bytes: number) => (path in change ? change[path] : bytes);
    const root = model.otherFiles
      .filter((f) => sizeOf(f.path, f.bytes) !== null)
      .map((f) => ({ type: 'file', path: f.path, size: sizeOf(f.path, f.bytes) }));
    const onnx = Object.values(model.precisions)
      .filter((f) => sizeOf(f.path, f.bytes) !== null)
      .map((f) => ({ type: 'file', path: f.path, size: 1234, lfs: { size: sizeOf(f.path, f.bytes), oid: 'x' } }));
    return [{ type: 'directory', path: 'onnx', size: 0 }, ...root, { type: 'file', path: 'README.md', size: 545 }, ...onnx];
  }
  function fakeFetch(listing: object[], seen: string[] = []) {
    return async (url: string) => {
      seen.push(url);
      const onnx = url.endsWith('/onnx');
      return { ok: true, status: 200, json: async () => listing.filter((e) => ('path' in e && String(e.path).startsWith('onnx/')) === onnx) };
    };
  }

  it('equal: every file the registry holds is listed at its size (rounded ones within the printed rounding)', async () => {
    const seen: string[] = [];
    // The real bytes of a "786 MB" file are anything in [785.5, 786.5) MB.
    const listing = hubListing(QWEN25_05B, { 'onnx/model_q4.onnx': 786_412_345, 'tokenizer.json': 7_031_645 });
    const check = await checkAgainstHub(QWEN25_05B, fakeFetch(listing, seen));
    expect(check.status).toBe('equal');
    expect(seen).toEqual([`${HUB_API}onnx-community/Qwen2.5-0.5B-Instruct/tree/main`, `${HUB_API}onnx-community/Qwen2.5-0.5B-Instruct/tree/main/onnx`]);
    if (check.status === 'equal') {
      expect(check.hubSizes['onnx/model_q4.onnx']).toBe(786_412_345);
      expect(check.hubSizes['README.md']).toBe(545);
    }
  });

  it('different: a changed size, an exact file off by one byte and a file the Hub no longer lists', async () => {
    const listing = hubListing(QWEN25_05B, { 'onnx/model_q4.onnx': 801_000_000, 'config.json': 679, 'onnx/model_fp16.onnx': null });
    const check = await checkAgainstHub(QWEN25_05B, fakeFetch(listing));
    expect(check.status).toBe('different');
    if (check.status !== 'different') return;
    expect(check.differences).toEqual([
      { path: 'config.json', registry: 678, hub: 679 },
      { path: 'onnx/model_fp16.onnx', registry: 997e6, hub: undefined },
      { path: 'onnx/model_q4.onnx', registry: 786e6, hub: 801_000_000 },
    ]);
  });

  it('unreachable: a network error (offline, CORS refused), an HTTP error, an odd answer or a hang, never a throw', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await checkAgainstHub(QWEN25_05B, offline)).toEqual({ status: 'unreachable', reason: 'Failed to fetch' });
    const refused = async () => ({ ok: false, status: 503, json: async () => ({}) });
    expect(await checkAgainstHub(QWEN25_05B, refused)).toEqual({ status: 'unreachable', reason: 'HTTP 503' });
    const odd = async () => ({ ok: true, status: 200, json: async () => ({ error: 'Repository not found' }) });
    expect(await checkAgainstHub(QWEN25_05B, odd)).toEqual({ status: 'unreachable', reason: 'unexpected answer' });
    const hangs = (_url: string, init?: { signal?: AbortSignal }) =>
      new Promise<never>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('timed out'))));
    expect(await checkAgainstHub(QWEN25_05B, hangs, 20)).toEqual({ status: 'unreachable', reason: 'timed out' });
  });

  it('sizeAgrees: exact sizes to the byte, printed ones to half their last digit', () => {
    expect(sizeAgrees({ path: 'a', bytes: 678, exact: true }, 678)).toBe(true);
    expect(sizeAgrees({ path: 'a', bytes: 678, exact: true }, 679)).toBe(false);
    expect(sizeAgrees({ path: 'a', bytes: 483e6, exact: false }, 483_499_999)).toBe(true);
    expect(sizeAgrees({ path: 'a', bytes: 483e6, exact: false }, 483_600_000)).toBe(false);
    expect(sizeAgrees({ path: 'a', bytes: 1990e6, exact: false }, 1_994_000_000)).toBe(true);
    expect(sizeAgrees({ path: 'a', bytes: 7.03e6, exact: false }, 7_040_000)).toBe(false);
  });
});
