// The prompt view's tokenizer worker, with a fake worker: a tokenizer is read once per source and then every
// render uses it; a shipped tokenizer's files are read by the page and passed in; a failure is said and the next
// render tries again; renders wait their turn so two sources never interleave.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PromptTokenizer } from '../../../../../src/ui/common/local-model/prompt-tokenizer.svelte.ts';
import type { WorkerPort } from '../../../../../src/llm/worker/client/model-worker-client.ts';
import type { WorkerEvent, WorkerRequest } from '../../../../../src/llm/worker/protocol.ts';
import { tokenizerSource, type TokenizerRequest } from '../../../../../src/llm/shipped-tokenizer.ts';

class FakeWorker implements WorkerPort {
  readonly sent: WorkerRequest[] = [];
  loaded: string | null = null;
  failNextLoad: string | null = null;
  private listener: ((event: MessageEvent<WorkerEvent>) => void) | null = null;

  postMessage(m: WorkerRequest): void {
    this.sent.push(m);
    queueMicrotask(() => {
      const reply = (event: WorkerEvent) => this.listener?.({ data: event } as MessageEvent<WorkerEvent>);
      if (m.type === 'tokenizer') {
        if (this.failNextLoad) {
          const error = this.failNextLoad;
          this.failNextLoad = null;
          return reply({ id: m.id, type: 'reply', ok: false, error });
        }
        this.loaded = (m as TokenizerRequest).model;
        return reply({ id: m.id, type: 'reply', ok: true, value: { model: this.loaded, loadMs: 3 } });
      }
      if (m.type === 'preview') return reply({ id: m.id, type: 'reply', ok: true, value: { prompt: `by ${this.loaded}`, tokens: 7 } });
      reply({ id: m.id, type: 'reply', ok: true, value: null });
    });
  }
  terminate(): void {}
  addEventListener(type: string, listener: (event: never) => void): void {
    if (type === 'message') this.listener = listener as never;
  }
}

const local = (model: string) => tokenizerSource({ model, localModelPath: '/lab/models/' }, '/lab/');
const shipped = tokenizerSource({ model: 'onnx-community/Qwen2.5-0.5B-Instruct' }, '/lab/');

afterEach(() => vi.unstubAllGlobals());

describe('PromptTokenizer', () => {
  it('reads a tokenizer once per source, then renders with it; another source is read before its render', async () => {
    const worker = new FakeWorker();
    const prompts = new PromptTokenizer(() => worker);
    expect(prompts.phase).toBe('idle');
    const [a, b, c] = await Promise.all([prompts.render(local('a'), [], []), prompts.render(local('a'), [], []), prompts.render(local('b'), [], [])]);
    expect([a.prompt, b.prompt, c.prompt]).toEqual(['by a', 'by a', 'by b']);
    expect(worker.sent.map((m) => m.type)).toEqual(['tokenizer', 'preview', 'preview', 'tokenizer', 'preview']);
    expect(prompts.phase).toBe('ready');
    expect(prompts.loaded?.source.model).toBe('b');
  });

  it("passes a shipped tokenizer's files, read by the page, to the worker", async () => {
    const fetched: string[] = [];
    vi.stubGlobal('location', { href: 'http://host/lab/#/local' });
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      return new Response(`{"file": "${url.split('/').pop()}"}`);
    });
    const worker = new FakeWorker();
    await new PromptTokenizer(() => worker).render(shipped, [], []);
    expect(fetched.sort()).toEqual([
      'http://host/lab/tokenizers/Qwen2.5-0.5B-Instruct/tokenizer.json',
      'http://host/lab/tokenizers/Qwen2.5-0.5B-Instruct/tokenizer_config.json',
    ]);
    const request = worker.sent[0] as TokenizerRequest;
    expect(request.shipped).toBe(true);
    expect(request.files).toEqual({ 'tokenizer.json': '{"file": "tokenizer.json"}', 'tokenizer_config.json': '{"file": "tokenizer_config.json"}' });
  });

  it('says why a tokenizer could not be read, and reads it again on the next render', async () => {
    const worker = new FakeWorker();
    worker.failNextLoad = 'Could not load the model "a": Failed to fetch';
    const prompts = new PromptTokenizer(() => worker);
    await expect(prompts.render(local('a'), [], [])).rejects.toThrow('Failed to fetch');
    expect(prompts.phase).toBe('failed');
    expect(prompts.error).toContain('Failed to fetch');
    expect((await prompts.render(local('a'), [], [])).prompt).toBe('by a');
    expect(prompts.phase).toBe('ready');
    expect(prompts.error).toBeNull();
  });

  it('a shipped file the site does not serve is a failure with its URL', async () => {
    vi.stubGlobal('location', { href: 'http://host/lab/' });
    vi.stubGlobal('fetch', async () => new Response('', { status: 404, statusText: 'Not Found' }));
    const prompts = new PromptTokenizer(() => new FakeWorker());
    await expect(prompts.render(shipped, [], [])).rejects.toThrow(/tokenizers\/Qwen2\.5-0\.5B-Instruct\/tokenizer.*: 404 Not Found/);
    expect(prompts.phase).toBe('failed');
  });
});
