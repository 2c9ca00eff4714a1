// The WebGPU sanity check's pure half: the token-by-token comparison and its wording in both UI languages.
import { describe, expect, it } from 'vitest';
import { compareRuns, type CheckRun } from '../../../src/llm/gpu-check.ts';
import { agreementSentence, differingSentence, gpuCheckText, showDuration, showPiece } from '../../../src/ui/local/gpu-check-text.ts';

function run(pieces: string[], ids = pieces.map((p) => p.codePointAt(0)!)): CheckRun {
  return { tokenIds: ids, pieces, text: pieces.join(''), ms: 10 };
}

const en = gpuCheckText.en;
const es = gpuCheckText.es;

describe('compareRuns', () => {
  it('agrees on every token when the ids are the same', () => {
    const a = compareRuns(run(['uno', ',', ' dos']), run(['uno', ',', ' dos']));
    expect(a).toEqual({ agree: true, tokens: 3 });
    expect(agreementSentence(en, a, 'q4f16')).toBe('WebGPU and WASM agree on 3 tokens (q4f16).');
    expect(agreementSentence(es, a, 'q4f16')).toBe('WebGPU y WASM coinciden en 3 tokens (q4f16).');
  });

  it('finds the first differing token (k = 3, 1-based in the wording) and keeps both texts', () => {
    const webgpu = run(['uno', ',', ' dos', ','], [10, 11, 12, 13]);
    const wasm = run(['uno', ',', '!!', ','], [10, 11, 99, 13]);
    const d = compareRuns(webgpu, wasm);
    expect(d).toEqual({
      agree: false,
      at: 2,
      tokens: 4,
      webgpuPiece: ' dos',
      wasmPiece: '!!',
      webgpuText: 'uno, dos,',
      wasmText: 'uno,!!,',
    });
    if (d.agree) throw new Error('expected a divergence');
    expect(agreementSentence(en, d, 'fp32')).toBe('WebGPU and WASM diverge at token 3 of 4 (fp32); the 2 before it agree.');
    expect(agreementSentence(es, d, 'fp32')).toBe('WebGPU y WASM divergen en el token 3 de 4 (fp32); los 2 anteriores coinciden.');
    expect(differingSentence(en, d)).toBe('WebGPU wrote " dos"; WASM wrote "!!".');
    expect(differingSentence(es, d)).toBe('WebGPU escribió " dos"; WASM escribió "!!".');
  });

  it('a divergence at the very first token', () => {
    const d = compareRuns(run(['a', 'b'], [1, 2]), run(['x', 'b'], [7, 2]));
    expect(d).toMatchObject({ agree: false, at: 0, tokens: 2 });
    expect(agreementSentence(en, d, 'q4')).toBe('WebGPU and WASM diverge at token 1 of 2 (q4).');
    expect(agreementSentence(es, d, 'q4')).toBe('WebGPU y WASM divergen en el token 1 de 2 (q4).');
  });

  it('a run that ended early differs by its missing token', () => {
    const d = compareRuns(run(['a', 'b', '<|im_end|>'], [1, 2, 3]), run(['a', 'b'], [1, 2]));
    expect(d).toMatchObject({ agree: false, at: 2, tokens: 3, webgpuPiece: '<|im_end|>', wasmPiece: undefined });
    if (d.agree) throw new Error('expected a divergence');
    expect(differingSentence(en, d)).toBe('WebGPU wrote "<|im_end|>"; WASM wrote (nothing: its run had ended).');
    expect(differingSentence(es, d)).toContain('WASM escribió (nada: su ejecución ya había terminado)');
  });

  it('shows whitespace tokens visibly, and says "token" for one', () => {
    expect(showPiece(en, '\n')).toBe('"\\n"');
    expect(agreementSentence(en, { agree: true, tokens: 1 }, 'fp32')).toBe('WebGPU and WASM agree on 1 token (fp32).');
  });

  it('times each side in ms under a second, else in seconds', () => {
    expect(showDuration(42.4, 'en')).toBe('42 ms');
    expect(showDuration(6543, 'en')).toBe('6.5 s');
    expect(showDuration(6543, 'es')).toBe('6,5 s');
  });

  it('has every text in both languages', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(es.stage).sort()).toEqual(Object.keys(en.stage).sort());
    for (const stage of ['webgpu', 'wasm-load', 'wasm'] as const) {
      expect(en.failed(stage, 'boom')).toMatch(/boom$/);
      expect(es.failed(stage, 'boom')).toMatch(/boom$/);
      expect(es.failed(stage, 'boom')).not.toBe(en.failed(stage, 'boom'));
    }
  });
});
