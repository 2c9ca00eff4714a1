// A Load from files picked on this computer sends no request for a model file (model-source.ts refusingModelFiles):
// the Hub's and the site folder's model files are refused with the file's name, other requests go through.
import { describe, expect, it } from 'vitest';
import { loadFailureMessage, refusingModelFiles } from '../../../../src/llm/engine/model-source.ts';

describe('the fetch of a Load from this computer', () => {
  const sent: string[] = [];
  const fetchFn = (input: string | URL) => (sent.push(String(input)), Promise.resolve(new Response('ok')));

  it('refuses the Hub’s files of that model, naming the file, and sends nothing', async () => {
    const hub = refusingModelFiles(fetchFn, { model: 'onnx-community/Qwen2.5-0.5B-Instruct', fromThisComputer: true });
    await expect(hub('https://huggingface.co/onnx-community/Qwen2.5-0.5B-Instruct/resolve/main/onnx/model_quantized.onnx')).rejects.toThrow(
      /^onnx\/model_quantized\.onnx is not among the files picked on this computer/,
    );
    await hub('/assets/ort-wasm-simd-threaded.wasm');
    expect(sent).toEqual(['/assets/ort-wasm-simd-threaded.wasm']);
  });

  it('refuses a local: folder’s files on the site', async () => {
    const site = refusingModelFiles(fetchFn, { model: 'tiny', localModelPath: '/lab/models/', fromThisComputer: true });
    await expect(site('/lab/models/tiny/tokenizer.json')).rejects.toThrow(/^tokenizer\.json is not among/);
    await expect(site(new URL('http://host/lab/models/tiny/config.json'))).rejects.toThrow(/^config\.json is not among/);
  });
});

describe('a failed Load from this computer', () => {
  it('says where it read from: the files picked on this computer, not the Hub', () => {
    const refused = new Error('onnx/model_q4.onnx is not among the files picked on this computer (nothing is downloaded for them): pick the model’s folder again');
    expect(loadFailureMessage({ model: 'onnx-community/Qwen2.5-0.5B-Instruct', fromThisComputer: true }, [refused])).toBe(
      `Could not load the model "onnx-community/Qwen2.5-0.5B-Instruct" from the files picked on this computer: ${refused.message}`,
    );
  });
});
