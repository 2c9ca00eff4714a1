// The static server's --gzip: text gzip-encoded to clients that accept it, as hosts do, and the bytes it sent; and
// injectHead, the engines smoke's markup put first in a page's <head>.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server } from 'node:http';
import { serveStatic } from '../../../scripts/serve-static.ts';

const body = 'export const x = "' + 'a'.repeat(10_000) + '";\n';
const sent: { path: string; status: number; bodyBytes: number }[] = [];
let server: Server;
let port = 0;

function get(path: string, headers: Record<string, string>): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request({ port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'serve-static-'));
  writeFileSync(join(root, 'a.js'), body);
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><script type="module" src="./a.js"></script></head></html>');
  server = await serveStatic({ root, subPath: '/sub/', port: 0, gzip: true, onResponse: (r) => sent.push(r), injectHead: '<script>first()</script>' });
  port = (server.address() as { port: number }).port;
});
afterAll(() => server.close());

describe('serveStatic with gzip', () => {
  it('sends JavaScript gzip-encoded when the client accepts it, and reports the encoded bytes', async () => {
    const res = await get('/sub/a.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(body);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(sent.at(-1)).toEqual({ path: '/sub/a.js', status: 200, bodyBytes: res.body.length });
    expect(res.body.length).toBeLessThan(body.length / 10);
  });

  it('sends it as it is to a client that does not', async () => {
    const res = await get('/sub/a.js', {});
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString()).toBe(body);
  });
});

describe('serveStatic with injectHead', () => {
  it('puts the markup first in an HTML page’s head, the length counted, and leaves other files alone', async () => {
    const res = await get('/sub/', {});
    expect(res.body.toString()).toBe('<!doctype html><html><head><script>first()</script><script type="module" src="./a.js"></script></head></html>');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect((await get('/sub/a.js', {})).body.toString()).toBe(body);
  });
});
