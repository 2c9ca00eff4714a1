import { describe, expect, it } from 'vitest';
import { loadFailureMessage } from '../../../../src/llm/engine/model-source.ts';

describe('loadFailureMessage', () => {
  const local = { model: 'tiny-qwen2', localModelPath: '/models/' };

  it('prefers the error naming a missing file', () => {
    const missing = new Error('`local_files_only=true` or `env.allowRemoteModels=false` and file was not found locally at "/models/tiny-qwen2/onnx/model_q4.onnx".');
    expect(loadFailureMessage(local, [new TypeError("Cannot read properties of undefined (reading 'tokenizer_class')"), missing])).toBe(
      `Could not load the model "tiny-qwen2" from /models/: ${missing.message}`,
    );
  });

  it("translates transformers.js's tokenizer_class error", () => {
    expect(loadFailureMessage(local, [new TypeError("Cannot read properties of undefined (reading 'tokenizer_class')")])).toBe(
      'Could not load the model "tiny-qwen2" from /models/: tokenizer_config.json is missing or unreadable',
    );
  });

  it('names the Hub when no local folder is set', () => {
    expect(loadFailureMessage({ model: 'onnx-community/Qwen2.5-0.5B-Instruct' }, ['offline'])).toBe(
      'Could not load the model "onnx-community/Qwen2.5-0.5B-Instruct" from the Hugging Face Hub: offline',
    );
  });
});

describe('loadFailureMessage with a DOMException', () => {
  it("names the exception (its message alone may not say it is the quota)", () => {
    const quota = new DOMException('Quota exceeded.', 'QuotaExceededError');
    expect(loadFailureMessage({ model: 'm' }, [quota])).toBe('Could not load the model "m" from the Hugging Face Hub: QuotaExceededError: Quota exceeded.');
  });
});
