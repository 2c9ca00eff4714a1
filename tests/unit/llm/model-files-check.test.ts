// The check of a model's files brought from a computer (model-files-check.ts): a complete folder passes whatever
// way it was picked; a missing, truncated or empty file, a JSON file that does not parse, another model's config
// or another size of the family is refused with what is wrong; a `local:` folder is checked by family only.
import { describe, expect, it } from 'vitest';
import { checkModelFiles, describeProblem, expectedFor, type PickedFile } from '../../../src/llm/model-files-check.ts';
import { QWEN25_CONFIG } from './qwen25-config.ts';

const QWEN25 = 'onnx-community/Qwen2.5-0.5B-Instruct';
const CONFIG = QWEN25_CONFIG;
const JSON_OK = { 'config.json': CONFIG, 'generation_config.json': {}, 'tokenizer.json': {}, 'tokenizer_config.json': {} };

/** Qwen2.5's q8 files as a folder input lists them (the picked folder's own name first), with bytes the Hub's printed figures allow. */
const FOLDER: PickedFile[] = [
  { path: 'Qwen2.5/config.json', bytes: 678 },
  { path: 'Qwen2.5/generation_config.json', bytes: 242 },
  { path: 'Qwen2.5/tokenizer.json', bytes: 7_031_645 },
  { path: 'Qwen2.5/tokenizer_config.json', bytes: 7_305 },
  { path: 'Qwen2.5/onnx/model_quantized.onnx', bytes: 512_256_000 },
  { path: 'Qwen2.5/onnx/model_q4.onnx', bytes: 786_000_000 },
  { path: 'Qwen2.5/.git/config.json', bytes: 12 },
];

const check = (picked: PickedFile[], json: Record<string, unknown> = JSON_OK, setting = QWEN25) => checkModelFiles(expectedFor(setting, 'q8'), picked, json);
const without = (name: string) => FOLDER.filter((f) => !f.path.endsWith(name));
const replaced = (name: string, bytes: number) => FOLDER.map((f) => (f.path.endsWith(`/${name}`) ? { ...f, bytes } : f));

describe('checking picked model files against the registry', () => {
  it('passes a complete folder and matches each file a Load reads to its picked file (not the .git copy)', () => {
    const verdict = check(FOLDER);
    expect(verdict.problems).toEqual([]);
    expect(verdict.ok).toBe(true);
    expect(verdict.matched.map((m) => [m.path, FOLDER[m.index]?.path])).toEqual([
      ['config.json', 'Qwen2.5/config.json'],
      ['generation_config.json', 'Qwen2.5/generation_config.json'],
      ['tokenizer.json', 'Qwen2.5/tokenizer.json'],
      ['tokenizer_config.json', 'Qwen2.5/tokenizer_config.json'],
      ['onnx/model_quantized.onnx', 'Qwen2.5/onnx/model_quantized.onnx'],
    ]);
  });

  it('passes the same files picked one by one (names only)', () => {
    const names = FOLDER.filter((f) => !f.path.includes('.git')).map((f) => ({ ...f, path: f.path.slice(f.path.lastIndexOf('/') + 1) }));
    expect(check(names).ok).toBe(true);
  });

  it('refuses a folder without the chosen precision’s weights, and says which file is missing', () => {
    const verdict = check(without('model_quantized.onnx'));
    expect(verdict.ok).toBe(false);
    expect(verdict.problems).toEqual([{ kind: 'missing', path: 'onnx/model_quantized.onnx' }]);
    expect(describeProblem(verdict.problems[0]!)).toEqual({ en: 'onnx/model_quantized.onnx is missing.', es: 'Falta onnx/model_quantized.onnx.' });
  });

  it('refuses a truncated weights file (beyond the Hub’s rounding) and an exact file one byte short', () => {
    const cut = check(replaced('model_quantized.onnx', 300_000_000));
    expect(cut.ok).toBe(false);
    expect(cut.problems).toEqual([{ kind: 'size', path: 'onnx/model_quantized.onnx', bytes: 300_000_000, expected: expect.objectContaining({ bytes: 512e6 }) }]);
    expect(describeProblem(cut.problems[0]!)).toEqual({
      en: 'onnx/model_quantized.onnx weighs 300.0 MB, not ≈512.0 MB: it looks cut short (an unfinished copy?).',
      es: 'onnx/model_quantized.onnx pesa 300,0 MB, no ≈512,0 MB: parece cortado (¿una copia sin terminar?).',
    });
    expect(check(replaced('config.json', 677)).problems).toEqual([{ kind: 'size', path: 'config.json', bytes: 677, expected: expect.objectContaining({ bytes: 678, exact: true }) }]);
  });

  it('refuses an empty file and a JSON file that does not parse', () => {
    expect(check(replaced('generation_config.json', 0)).problems).toEqual([{ kind: 'empty', path: 'generation_config.json' }]);
    expect(check(FOLDER, { ...JSON_OK, 'tokenizer.json': undefined }).problems).toEqual([{ kind: 'not-json', path: 'tokenizer.json' }]);
  });

  it('refuses another model’s config (its model_type) and another size of the family (its shape)', () => {
    const llama = check(FOLDER, { ...JSON_OK, 'config.json': { ...CONFIG, model_type: 'llama' } });
    expect(llama.problems).toEqual([{ kind: 'architecture', found: 'llama', expected: 'qwen2' }]);
    expect(describeProblem(llama.problems[0]!).en).toBe('config.json says model_type llama, not qwen2: these are another model’s files.');
    expect(check(FOLDER, { ...JSON_OK, 'config.json': { ...CONFIG, num_hidden_layers: 36 } }).problems).toEqual([{ kind: 'shape', expected: 'Qwen2.5-0.5B-Instruct' }]);
  });

  it('refuses a model the registry does not know, and a precision it lists no file for', () => {
    expect(check(FOLDER, JSON_OK, 'someone/other-model').problems).toEqual([{ kind: 'unknown-model' }]);
    expect(checkModelFiles(expectedFor('onnx-community/Qwen3-0.6B-ONNX', 'fp16'), FOLDER, JSON_OK).problems).toEqual([{ kind: 'no-precision', dtype: 'fp16' }]);
  });

  it('checks a local: folder by its family only (no sizes to compare), and still refuses another family or a missing file', () => {
    const tiny = [{ path: 'tiny/config.json', bytes: 500 }, ...FOLDER.slice(1).map((f) => ({ ...f, bytes: 10 }))];
    const tinyConfig = { ...JSON_OK, 'config.json': { model_type: 'qwen2', num_hidden_layers: 2 } };
    expect(check(tiny, tinyConfig, 'local:tiny-qwen2-lesson').problems).toEqual([]);
    expect(check(tiny, { ...JSON_OK, 'config.json': { model_type: 'qwen3' } }, 'local:tiny-qwen2-lesson').problems).toEqual([{ kind: 'architecture', found: 'qwen3', expected: 'qwen2' }]);
    expect(check(tiny, { ...JSON_OK, 'config.json': { model_type: 'llama' } }, 'local:my-class-copy').problems).toEqual([{ kind: 'architecture', found: 'llama', expected: undefined }]);
    expect(check(tiny.slice(1), tinyConfig, 'local:tiny-qwen2-lesson').problems).toEqual([{ kind: 'missing', path: 'config.json' }]);
  });
});
