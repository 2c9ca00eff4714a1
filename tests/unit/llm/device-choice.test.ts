import { describe, expect, it } from 'vitest';
import { chooseDevice, coresRounded, wasmThreads, type DeviceFacts, type DeviceOverride } from '../../../src/llm/device-choice.ts';

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

describe('a rounded core count (WebKit: 4 under 8 cores, else 8)', () => {
  const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Safari/605.1.15';
  const WEBKITGTK = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
  const CHROME_IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0 Mobile/15E148 Safari/604.1';
  const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
  const EDGE = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0';
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0';
  // Chromium's headless shell (the e2e suite's browser) names itself HeadlessChrome.
  const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';

  it('is WebKit’s: Safari, WebKitGTK and every iOS browser; not Chromium’s nor Firefox’s', () => {
    expect([SAFARI, WEBKITGTK, CHROME_IOS].map(coresRounded)).toEqual([true, true, true]);
    expect([CHROME, EDGE, FIREFOX, HEADLESS].map(coresRounded)).toEqual([false, false, false, false]);
  });

  it('a rounded 4 gets one thread (it may be a 2-core machine); a rounded 8 the maximum; a counted 4 two', () => {
    expect(wasmThreads(true, 4, true)).toBe(1);
    expect(wasmThreads(true, 8, true)).toBe(4);
    expect(wasmThreads(true, 4, false)).toBe(2);
    expect(wasmThreads(false, 8, true)).toBe(1);
  });
});
