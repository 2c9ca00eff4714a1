// Each cause of a failed Load, from the texts the browser, transformers.js and ONNX Runtime really give.
import { describe, expect, it } from 'vitest';
import { classifyLoadFailure, type LoadFailureFacts } from '../../../src/llm/load-failure.ts';

const wasm: LoadFailureFacts = { device: 'wasm', dtype: 'q8', online: true };
const webgpu: LoadFailureFacts = { device: 'webgpu', dtype: 'q4f16', online: true, shaderF16: true };
const hub = 'Could not load the model "onnx-community/Qwen2.5-0.5B-Instruct" from the Hugging Face Hub: ';

describe('classifyLoadFailure', () => {
  it('a fetch that fails outright: the Hub unreachable, or offline when the browser says so', () => {
    expect(classifyLoadFailure(`${hub}Failed to fetch; Failed to fetch`, wasm)).toBe('unreachable');
    expect(classifyLoadFailure(`${hub}NetworkError when attempting to fetch resource.`, wasm)).toBe('unreachable');
    expect(classifyLoadFailure(`${hub}Load failed`, wasm)).toBe('unreachable');
    expect(classifyLoadFailure(`${hub}Failed to fetch`, { ...wasm, online: false })).toBe('offline');
  });

  it('storage quota exceeded (the Cache API refusing a file)', () => {
    expect(classifyLoadFailure(`${hub}QuotaExceededError: Quota exceeded.`, wasm)).toBe('quota');
    expect(classifyLoadFailure(`${hub}The quota has been exceeded.`, wasm)).toBe('quota');
  });

  it('out of memory, on the GPU or in the WASM heap', () => {
    expect(classifyLoadFailure(`${hub}Can't create a session. ERROR_CODE: 6, ERROR_MESSAGE: Failed to allocate memory for buffer`, webgpu)).toBe('memory');
    expect(classifyLoadFailure(`${hub}RangeError: Array buffer allocation failed`, wasm)).toBe('memory');
    expect(classifyLoadFailure(`${hub}Aborted(OOM)`, wasm)).toBe('memory');
    expect(classifyLoadFailure(`${hub}std::bad_alloc`, wasm)).toBe('memory');
  });

  it('the WebGPU device lost', () => {
    expect(classifyLoadFailure(`${hub}WebGPU device was lost (destroyed): Device was destroyed.`, webgpu)).toBe('device-lost');
    expect(classifyLoadFailure(`${hub}GPUDevice lost: unknown`, webgpu)).toBe('device-lost');
  });

  it('shader-f16 missing for a half-precision model on WebGPU', () => {
    expect(classifyLoadFailure(`${hub}The device (webgpu) does not support fp16.`, { ...webgpu, dtype: 'fp16' })).toBe('shader-f16');
    // Whatever the text, a half-precision load fails on an adapter the report says lacks the feature.
    expect(classifyLoadFailure(`${hub}Can't create a session. ERROR_CODE: 1`, { ...webgpu, shaderF16: false })).toBe('shader-f16');
    // Not on WASM, and not at full precision.
    expect(classifyLoadFailure(`${hub}Can't create a session. ERROR_CODE: 1`, { ...webgpu, dtype: 'q4', shaderF16: false })).toBe('other');
  });

  it('a missing file stays a missing file', () => {
    expect(classifyLoadFailure('Could not load the model "x" from /models/: `local_files_only=true` or `env.allowRemoteModels=false` and file was not found locally at "/models/x/config.json".', wasm)).toBe('missing-file');
    expect(classifyLoadFailure(`${hub}Could not locate file: "https://huggingface.co/x/resolve/main/config.json".`, wasm)).toBe('missing-file');
  });

  it('anything else is other (its message shown with "try again")', () => {
    expect(classifyLoadFailure(`${hub}something unexpected`, wasm)).toBe('other');
    expect(classifyLoadFailure(`${hub}something unexpected`, { ...wasm, online: false })).toBe('offline');
  });
});
