import { describe, expect, it } from 'vitest';
import { chooseDevice, wasmThreads, type DeviceFacts, type DeviceOverride } from '../../../src/llm/device-choice.ts';

const F16: DeviceFacts = { webgpu: true, shaderF16: true };
const GPU: DeviceFacts = { webgpu: true, shaderF16: false };
const CPU: DeviceFacts = { webgpu: false, shaderF16: false };
const SWIFTSHADER: DeviceFacts = { webgpu: true, shaderF16: false, fallbackAdapter: true };

describe('chooseDevice', () => {
  it.each<[string, DeviceFacts, DeviceOverride, string, string, RegExp]>([
    ['WebGPU with shader-f16', F16, {}, 'webgpu', 'q4f16', /shader-f16: q4f16/],
    ['WebGPU without shader-f16', GPU, {}, 'webgpu', 'q4', /lacks shader-f16.*q4/],
    ['no WebGPU', CPU, {}, 'wasm', 'q8', /No WebGPU adapter.*q8/],
    ['WASM chosen on a GPU machine', F16, { device: 'wasm' }, 'wasm', 'q8', /WASM, as you chose/],
    ['a precision chosen', F16, { dtype: 'fp32' }, 'webgpu', 'fp32', /Precision fp32, as you chose/],
    ['both chosen', GPU, { device: 'webgpu', dtype: 'fp32' }, 'webgpu', 'fp32', /WebGPU, as you chose.*fp32, as you chose/],
    ['WebGPU chosen where there is none', CPU, { device: 'webgpu' }, 'wasm', 'q8', /no WebGPU adapter: WASM instead/],
    ['q4f16 chosen without shader-f16', GPU, { dtype: 'q4f16' }, 'webgpu', 'q4', /You chose q4f16, but the adapter lacks shader-f16/],
    ['fp16 chosen without shader-f16', GPU, { dtype: 'fp16' }, 'webgpu', 'q4', /You chose fp16/],
    ['fp16 chosen with shader-f16', F16, { dtype: 'fp16' }, 'webgpu', 'fp16', /fp16, as you chose/],
    ['q4 chosen on WASM', CPU, { dtype: 'q4' }, 'wasm', 'q4', /q4, as you chose/],
    ['only a software WebGPU adapter', SWIFTSHADER, {}, 'wasm', 'q8', /software fallback.*WASM.*q8/],
    ['WebGPU chosen on a software adapter', SWIFTSHADER, { device: 'webgpu', dtype: 'fp32' }, 'webgpu', 'fp32', /WebGPU, as you chose/],
  ])('%s', (_name, facts, override, device, dtype, reason) => {
    const choice = chooseDevice(facts, override);
    expect(choice).toMatchObject({ device, dtype });
    expect(choice.reason.en).toMatch(reason);
    expect(choice.reason.es).not.toBe('');
    expect(choice.reason.es).not.toBe(choice.reason.en);
  });
});

describe('wasmThreads', () => {
  it("follows ONNX Runtime's rule: one thread unless isolated, then min(4, ceil(cores / 2))", () => {
    expect(wasmThreads(false, 16)).toBe(1);
    expect(wasmThreads(true, 2)).toBe(1);
    expect(wasmThreads(true, 3)).toBe(2);
    expect(wasmThreads(true, 8)).toBe(4);
    expect(wasmThreads(true, 32)).toBe(4);
    expect(wasmThreads(true, undefined)).toBe(1);
  });
});
