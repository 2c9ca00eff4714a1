// fetchOnce over a fake host: a probe that reads only headers costs a HEAD, a load that reads the body one GET.
import { describe, expect, it } from 'vitest';
import { fetchOnce, type Fetch } from '../../../../src/llm/engine/fetch-once.ts';

function host(files: Record<string, Uint8Array>, options: { noHead?: boolean } = {}) {
  const calls: { method: string; url: string; range: string | null }[] = [];
  const fetchFn: Fetch = async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const range = new Headers(init?.headers).get('Range');
    calls.push({ method, url, range });
    const body = files[url];
    if (method === 'HEAD' && options.noHead) return new Response(null, { status: 405 });
    if (!body) return new Response(null, { status: 404 });
    const headers = { 'content-length': String(body.byteLength), 'content-type': 'application/octet-stream' };
    return new Response(method === 'HEAD' ? null : body.slice(), { status: 200, headers });
  };
  return { calls, fetchFn };
}

const model = new Uint8Array(1000).map((_, i) => i % 256);

describe('fetchOnce', () => {
  it('answers a probe with a HEAD and sends the GET only when the body is read', async () => {
    const { calls, fetchFn } = host({ '/m/onnx/model.onnx': model });
    const once = fetchOnce(fetchFn);
    const probe = await once('/m/onnx/model.onnx', { headers: new Headers() });
    expect(probe.status).toBe(200);
    expect(probe.headers.get('content-length')).toBe('1000');
    expect(calls.map((c) => c.method)).toEqual(['HEAD']);

    const load = await once('/m/onnx/model.onnx', { headers: new Headers() });
    expect(new Uint8Array(await load.arrayBuffer())).toEqual(model);
    expect(calls.map((c) => c.method)).toEqual(['HEAD', 'HEAD', 'GET']);
  });

  it('reads a streamed body in chunks, as transformers.js does', async () => {
    const { fetchFn } = host({ '/m/a': model });
    const reader = (await fetchOnce(fetchFn)('/m/a')).body!.getReader();
    let read = 0;
    for (let r = await reader.read(); !r.done; r = await reader.read()) read += r.value.byteLength;
    expect(read).toBe(1000);
  });

  it('answers a missing file with its status and no GET', async () => {
    const { calls, fetchFn } = host({});
    const response = await fetchOnce(fetchFn)('/m/none.json');
    expect(response.status).toBe(404);
    expect(calls.map((c) => c.method)).toEqual(['HEAD']);
  });

  it('passes Range requests and other methods through, and falls back to GET where HEAD is refused', async () => {
    const { calls, fetchFn } = host({ '/m/a': model }, { noHead: true });
    const once = fetchOnce(fetchFn);
    await once('/m/a', { headers: { Range: 'bytes=0-0' } });
    await once('/m/a', { method: 'POST' });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST']);
    expect(new Uint8Array(await (await once('/m/a')).arrayBuffer())).toEqual(model);
    expect(calls.slice(2).map((c) => c.method)).toEqual(['HEAD', 'GET']);
  });

  it('a cancelled body aborts its GET', async () => {
    let signal: AbortSignal | undefined;
    const fetchFn: Fetch = async (_input, init) => {
      if (init?.method === 'HEAD') return new Response(null, { status: 200 });
      signal = init?.signal ?? undefined;
      return new Response(new ReadableStream({ pull: (c) => c.enqueue(new Uint8Array(10)) }), { status: 200 });
    };
    const reader = (await fetchOnce(fetchFn)('/m/a')).body!.getReader();
    await reader.read();
    await reader.cancel('stop');
    expect(signal?.aborted).toBe(true);
  });
});

describe('fetchOnce outside the model folder', () => {
  it("leaves other files (ONNX Runtime's WASM) to a plain GET", async () => {
    const { calls, fetchFn } = host({ 'http://site/assets/ort.wasm': model, 'http://site/models/m/config.json': model });
    const once = fetchOnce(fetchFn, '/models/');
    await (await once('http://site/assets/ort.wasm')).arrayBuffer();
    await (await once('http://site/models/m/config.json')).arrayBuffer();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET http://site/assets/ort.wasm',
      'HEAD http://site/models/m/config.json',
      'GET http://site/models/m/config.json',
    ]);
  });
});
