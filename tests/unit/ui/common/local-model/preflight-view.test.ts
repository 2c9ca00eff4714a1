// The preflight as the page first renders it (Svelte's server renderer): ready to measure on the chosen device when
// the model's sizes are known; saying why there is nothing to measure, its button disabled, when they are not.
import { render } from 'svelte/server';
import { describe, expect, it } from 'vitest';
import Preflight from '../../../../../src/ui/common/local-model/Preflight.svelte';
import { QWEN25_05B_DIMS } from '../../../../../src/llm/decoder-graph/decoder-dimensions.ts';
import { chooseDevice } from '../../../../../src/llm/device-choice.ts';

const choice = chooseDevice({ webgpu: false, shaderF16: false });
const view = (dims: typeof QWEN25_05B_DIMS | undefined) =>
  render(Preflight, { props: { dims, choice, threads: undefined, weightsBytes: 512e6, report: null, model: 'onnx-community/Qwen2.5-0.5B-Instruct' } }).body;

describe('the preflight before a measurement', () => {
  it('offers to measure the chosen device when the model’s sizes are known', () => {
    const html = view(QWEN25_05B_DIMS);
    expect(html).toContain('data-phase="idle"');
    expect(html).toContain('data-device="wasm"');
    expect(html).toContain('data-dtype="q8"');
    expect(html).toMatch(/<button[^>]*data-testid="preflight-button"(?![^>]*disabled)[^>]*>\s*Measure this device/);
    expect(html).not.toContain('are not known yet');
  });

  it('says there is nothing to measure, and disables the button, when they are not', () => {
    const html = view(undefined);
    expect(html).toContain('The model’s sizes are not known yet');
    expect(html).toMatch(/<button[^>]*data-testid="preflight-button"[^>]*disabled/);
  });
});
