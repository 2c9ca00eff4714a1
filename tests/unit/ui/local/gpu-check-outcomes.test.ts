// The WebGPU sanity check's two forced outcomes as the device report shows them, in Node: a WASM side that cannot
// load, and a WASM side that differs. The e2e test (tests/e2e/local-webgpu.spec.ts) forced them in Chromium on
// the software adapter, ~8 WebGPU tokens at ~1.5 s each per outcome; here fake workers answer each side (as in
// tests/unit/ui/common/gpu-check-session.test.ts), the report and the model panel are rendered by Svelte's server
// renderer, and the offer's two calls (the link, the WASM load) are made as its button's handler makes them (a
// server render cannot click). The e2e keeps what only a browser shows: real WebGPU against real WASM, cancelled
// and agreeing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'svelte/server';
import DeviceReport from '../../../../src/ui/local/DeviceReport.svelte';
import ModelPanel from '../../../../src/ui/common/local-model/ModelPanel.svelte';
import { LocalModelSession } from '../../../../src/ui/common/local-model/local-model-session.svelte.ts';
import { readModelSettings } from '../../../../src/ui/common/local-model/model-settings.ts';
import { route, setParams } from '../../../../src/ui/common/route.svelte.ts';
import { chooseDevice, deviceFacts, type DeviceChoice } from '../../../../src/llm/device-choice.ts';
import { GPU_CHECK_TOKENS, type CheckRun } from '../../../../src/llm/gpu-check.ts';
import type { WorkerPort } from '../../../../src/llm/worker/client/model-worker-client.ts';
import type { DeviceReport as Report, LoadRequest, WorkerEvent, WorkerRequest } from '../../../../src/llm/worker/protocol.ts';

const report: Report = {
  webgpu: { available: true, vendor: 'v', architecture: 'a', device: 'd', description: 'x', isFallback: false, features: [], shaderF16: true, maxBufferSize: 1 },
  crossOriginIsolated: true,
  cores: 8,
  wasmThreads: 4,
};

const MODEL = 'tiny-qwen2-lesson';
const SOURCE = { model: MODEL, localModelPath: '/some/sub/models/' };
const WEBGPU_FP32: DeviceChoice = { device: 'webgpu', dtype: 'fp32', reason: { en: '', es: '' } };

interface Behaviour {
  /** The check's token ids by the device the worker's model was loaded on. */
  tokens: Record<'webgpu' | 'wasm', number[]>;
  /** The next WASM loads fail with these messages, one each, in order. */
  wasmLoadErrors?: string[];
}

/** A model worker that answers at once: loads succeed (or fail as told), a check run gives the device's tokens. */
class FakeWorker implements WorkerPort {
  readonly sent: WorkerRequest[] = [];
  terminated = false;
  device: 'webgpu' | 'wasm' | null = null;
  private listener: ((event: MessageEvent<WorkerEvent>) => void) | null = null;
  constructor(private readonly behaviour: Behaviour) {}

  postMessage(message: WorkerRequest): void {
    this.sent.push(message);
    queueMicrotask(() => this.answer(message));
  }
  terminate(): void {
    this.terminated = true;
  }
  addEventListener(type: string, listener: (event: never) => void): void {
    if (type === 'message') this.listener = listener as never;
  }
  private reply(event: WorkerEvent): void {
    if (!this.terminated) this.listener?.({ data: event } as MessageEvent<WorkerEvent>);
  }
  private answer(m: WorkerRequest): void {
    const ok = (value: unknown) => this.reply({ id: m.id, type: 'reply', ok: true, value });
    if (m.type === 'check') return ok(report);
    if (m.type === 'load') {
      const req = m as LoadRequest & { id: number };
      this.device = req.device;
      const error = req.device === 'wasm' ? this.behaviour.wasmLoadErrors?.shift() : undefined;
      if (error) return this.reply({ id: m.id, type: 'reply', ok: false, error });
      return ok({ model: req.model, device: req.device, dtype: req.dtype, loadMs: 1000, warmupMs: 500, threads: req.threads ?? 1 });
    }
    if (m.type === 'checkRun') {
      const ids = this.behaviour.tokens[this.device!];
      return ok({ tokenIds: ids, pieces: ids.map((i) => `t${i}`), text: ids.map((i) => `t${i}`).join(''), ms: 5 } satisfies CheckRun);
    }
    return ok(null);
  }
}

/** The page's session with the model loaded on WebGPU (fp32, as the e2e test loads it), and every worker it started. */
async function onWebgpu(behaviour: Behaviour) {
  const workers: FakeWorker[] = [];
  const session = new LocalModelSession(() => {
    const w = new FakeWorker(behaviour);
    workers.push(w);
    return w;
  });
  await session.check();
  await session.load(SOURCE, WEBGPU_FP32, undefined);
  expect(session.loaded?.device).toBe('webgpu');
  return { session, workers };
}

// ---- Reading Svelte's server-rendered HTML: an element by its data-testid, its attributes and its text ----

interface Element {
  attrs: Record<string, string>;
  text: string;
}

const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The element with this data-testid, or undefined. Its text runs to its tag's first closing tag (none of these nests its own tag). */
function byTestId(html: string, id: string): Element | undefined {
  const open = new RegExp(`<(\\w+)((?:\\s[^>]*)?\\sdata-testid="${id}"[^>]*)>`).exec(html);
  if (!open) return undefined;
  const [whole, tag, attrText] = open as unknown as [string, string, string];
  const rest = html.slice(open.index + whole.length);
  const inner = rest.slice(0, rest.indexOf(`</${tag}>`));
  const attrs: Record<string, string> = {};
  for (const m of attrText.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) attrs[m[1]!] = decode(m[2] ?? '');
  const text = decode(inner.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return { attrs, text };
}

function get(html: string, id: string): Element {
  const element = byTestId(html, id);
  if (!element) throw new Error(`no data-testid="${id}" in the rendered HTML`);
  return element;
}

/** The device report as the page shows it beside this session. */
function deviceReport(session: LocalModelSession, busy = false): string {
  return render(DeviceReport, { props: { session, steps: [], busy } }).body;
}

/** The model panel (its device choice, its status line) as the page shows it beside this session. */
function modelPanel(session: LocalModelSession, choice: DeviceChoice): string {
  return render(ModelPanel, { props: { session, settings: readModelSettings(route.params), choice, source: SOURCE, busy: false } }).body;
}

describe('the WebGPU check, forced to fail or differ, as the device report shows it', () => {
  // The page's link: #/local with the model on WebGPU at fp32, in English. Restored after each test, with the
  // module's route as it was for the files that share this worker's modules (vitest runs them unisolated).
  const saved = { path: route.path, params: route.params };
  beforeEach(() => {
    route.path = '/local';
    route.params = { lang: 'en', model: `local:${MODEL}`, device: 'webgpu', dtype: 'fp32' };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    route.path = saved.path;
    route.params = saved.params;
  });

  it('a WASM side that cannot load: a clear message, the WebGPU model stays ready, and the check can run again', async () => {
    const missing = 'Could not load the model "tiny-qwen2-lesson" from /some/sub/models/: onnx/model.onnx: 404 Not Found';
    const { session, workers } = await onWebgpu({ tokens: { webgpu: [1, 2, 3], wasm: [1, 2, 3] }, wasmLoadErrors: [missing] });
    const before = deviceReport(session);
    expect(get(before, 'gpu-check').text).toContain('Check WebGPU against WASM');
    expect(get(before, 'gpu-check-button').attrs).not.toHaveProperty('disabled');

    await session.checkGpu();
    const html = deviceReport(session);
    expect(get(html, 'gpu-check').attrs['data-phase']).toBe('failed');
    expect(get(html, 'gpu-check-error').text).toBe(`The check could not load the model on WASM to compare: ${missing}`);
    // The page's model is still the WebGPU one, ready; the check's own worker is gone.
    expect(session.phase).toBe('ready');
    const status = get(modelPanel(session, WEBGPU_FP32), 'model-status');
    expect(status.attrs['data-phase']).toBe('ready');
    expect(status.text).toContain('loaded on webgpu (fp32)');
    expect(workers[1]!.terminated).toBe(true);
    expect(workers[0]!.terminated).toBe(false);
    // The button is back and enabled, and pressing it runs the check again (this time the WASM side loads).
    expect(get(html, 'gpu-check-button').attrs).not.toHaveProperty('disabled');
    expect(byTestId(html, 'gpu-check-cancel')).toBeUndefined();
    await session.checkGpu();
    expect(workers).toHaveLength(3);
    expect(get(deviceReport(session), 'gpu-check').attrs['data-outcome']).toBe('agree');
  });

  it('a WASM side that differs: where they diverge, the differing tokens, both texts, and the offer loads the model on WASM', async () => {
    const webgpuIds = [1, 2, 3, 4, 5, 6, 7, 8];
    const wasmIds = [1, 2, 3, 9, 5, 6, 7, 8];
    expect(webgpuIds).toHaveLength(GPU_CHECK_TOKENS);
    const { session, workers } = await onWebgpu({ tokens: { webgpu: webgpuIds, wasm: wasmIds } });
    await session.checkGpu();
    const html = deviceReport(session);
    expect(get(html, 'gpu-check').attrs).toMatchObject({ 'data-phase': 'done', 'data-outcome': 'diverge' });
    expect(get(html, 'gpu-check-summary').text).toContain('WebGPU and WASM diverge at token 4 of 8 (fp32); the 3 before it agree.');
    expect(get(html, 'gpu-check-differing').text).toBe('WebGPU wrote "t4"; WASM wrote "t9".');
    const webgpuText = get(html, 'gpu-check-webgpu-text').text;
    const wasmText = get(html, 'gpu-check-wasm-text').text;
    expect(webgpuText).toBe('t1t2t3t4t5t6t7t8');
    expect(wasmText).toBe('t1t2t3t9t5t6t7t8');
    expect(wasmText).not.toBe(webgpuText);
    // The offer: enabled, and disabled while the page runs the model.
    const offer = get(html, 'gpu-check-wasm');
    expect(offer.text).toBe('Load on WASM instead');
    expect(offer.attrs).not.toHaveProperty('disabled');
    expect(get(deviceReport(session, true), 'gpu-check-wasm').attrs).toHaveProperty('disabled');

    // A server render cannot click: the button's handler (DeviceReport's loadOnWasm) makes these two calls, made
    // here as it makes them. The link says WASM with the precision back to its default (history stubbed: Node has
    // none), and the same model loads on WASM with the link's threads.
    const replaceState = vi.fn();
    vi.stubGlobal('history', { replaceState });
    setParams({ device: 'wasm', dtype: undefined });
    expect(replaceState).toHaveBeenCalledOnce();
    expect(String(replaceState.mock.calls[0]![2])).toMatch(/^#\/local\?.*device=wasm/);
    expect(String(replaceState.mock.calls[0]![2])).not.toMatch(/dtype=/);
    await session.load(session.source!, chooseDevice(deviceFacts(session.report!), { device: 'wasm' }), readModelSettings(route.params).threads);
    // The page's device choice, read from the link as the page reads it (LocalPage), is WASM's.
    const wasm = chooseDevice(deviceFacts(session.report!), readModelSettings(route.params).override);
    expect(wasm.device).toBe('wasm');
    // On WASM the model runs ONNX Runtime's WASM-only build: in a fresh worker, the WebGPU one ended.
    expect(workers[0]!.terminated).toBe(true);
    const page = workers.at(-1)!;
    expect(page).not.toBe(workers[0]);
    expect(page.sent.filter((m) => m.type === 'load')).toEqual([expect.objectContaining({ model: MODEL, device: 'wasm', dtype: wasm.dtype })]);
    const panel = modelPanel(session, wasm);
    expect(get(panel, 'device-choice').attrs['data-device']).toBe('wasm');
    expect(get(panel, 'model-status').attrs['data-phase']).toBe('ready');
    expect(get(panel, 'model-status').text).toContain(`loaded on wasm (${wasm.dtype})`);
    // The check's result goes with the WebGPU model: the report asks for a WebGPU load again.
    const after = deviceReport(session);
    expect(get(after, 'gpu-check').attrs['data-phase']).toBe('idle');
    expect(get(after, 'gpu-check').text).toBe('Load the model on WebGPU to compare its output with WASM.');
  });
});
