// A plain static file server for the built site under a sub-path, like any static host.
// Usage: tsx scripts/serve-static.ts <dir> <sub-path> <port> [--isolate] [--gzip] [--mount <name>=<dir>]…
// --isolate adds COOP/COEP headers (hosts that can send them get multi-threaded WASM).
// --gzip sends text files gzip-encoded to clients that accept it, as real hosts do (the bench measures those bytes).
// --mount serves another folder under <sub-path><name>/ (the tiny test models as models/, for the e2e tests).
// injectHead (no flag) puts markup first in every HTML page's <head>: the engines smoke's page-error recorder.
// The bench starts it in its own process with serveStatic(), to see every response it sends.
import { createServer, type Server } from 'node:http';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export interface StaticServerOptions {
  root: string;
  subPath: string;
  port: number;
  isolate?: boolean;
  gzip?: boolean;
  mounts?: readonly { name: string; root: string }[];
  /** Called as each response is sent: its path, status and the bytes of its body as sent (encoded). */
  onResponse?: (sent: { path: string; status: number; bodyBytes: number }) => void;
  /** Markup put first in every HTML page's <head>, before the page's own scripts. */
  injectHead?: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.parquet': 'application/octet-stream',
  '.onnx': 'application/octet-stream',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/** Files larger than this are streamed from disk. */
const STREAM_FROM = 16 * 1024 * 1024;

/** What static hosts compress: text and WASM; Parquet and ONNX files are left as they are. */
const COMPRESSED = new Set(['.html', '.js', '.mjs', '.css', '.json', '.wasm', '.svg', '.txt']);

export function serveStatic(options: StaticServerOptions): Promise<Server> {
  const root = resolve(options.root);
  const prefix = options.subPath.endsWith('/') ? options.subPath : `${options.subPath}/`;
  const mounts = (options.mounts ?? []).map((m) => ({ name: `${m.name.replace(/^\/+|\/+$/g, '')}/`, root: resolve(m.root) }));
  const gzipped = new Map<string, Buffer>();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (status: number, headers: Record<string, string>, body: Buffer | string) => {
      res.writeHead(status, headers).end(body);
      options.onResponse?.({ path: url.pathname, status, bodyBytes: Buffer.byteLength(body) });
    };
    if (!url.pathname.startsWith(prefix)) {
      send(404, {}, 'not under the sub-path');
      return;
    }
    const rel = decodeURIComponent(url.pathname.slice(prefix.length)) || 'index.html';
    const mount = mounts.find((m) => rel.startsWith(m.name));
    const base = mount?.root ?? root;
    const file = normalize(join(base, mount ? rel.slice(mount.name.length) : rel));
    if (!file.startsWith(base)) {
      send(403, {}, '');
      return;
    }
    try {
      const info = await stat(file);
      const path = info.isDirectory() ? join(file, 'index.html') : file;
      const headers: Record<string, string> = {
        'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
        'Cache-Control': 'no-store',
      };
      if (options.isolate) {
        headers['Cross-Origin-Opener-Policy'] = 'same-origin';
        headers['Cross-Origin-Embedder-Policy'] = 'require-corp';
      }
      const compress = options.gzip && COMPRESSED.has(extname(path)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      if (!compress && !info.isDirectory() && info.size > STREAM_FROM) {
        // The full-size stand-in's weights (500 MB and more) are streamed, never held in memory.
        res.writeHead(200, { ...headers, 'Content-Length': String(info.size) });
        if (req.method === 'HEAD') res.end();
        else createReadStream(path).pipe(res);
        res.on('finish', () => options.onResponse?.({ path: url.pathname, status: 200, bodyBytes: req.method === 'HEAD' ? 0 : info.size }));
        return;
      }
      let body: Buffer = await readFile(path);
      if (options.injectHead && extname(path) === '.html') body = Buffer.from(body.toString('utf8').replace('<head>', `<head>${options.injectHead}`));
      if (compress) {
        if (!gzipped.has(path)) gzipped.set(path, gzipSync(body));
        body = gzipped.get(path) as Buffer;
        headers['Content-Encoding'] = 'gzip';
        headers['Vary'] = 'Accept-Encoding';
      }
      // As real hosts do: transformers.js reports download progress in bytes only when it knows the total.
      headers['Content-Length'] = String(body.byteLength);
      send(200, headers, body);
    } catch {
      send(404, {}, 'not found');
    }
  });
  return new Promise((done) => server.listen(options.port, () => done(server)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const [dir = 'dist', subPath = '/', port = '4173'] = process.argv.slice(2);
  const mounts = process.argv.flatMap((arg, i) => {
    if (process.argv[i - 1] !== '--mount') return [];
    const [name = '', root = ''] = arg.split('=');
    return [{ name, root }];
  });
  const options = { root: dir, subPath, port: Number(port), isolate: process.argv.includes('--isolate'), gzip: process.argv.includes('--gzip'), mounts };
  await serveStatic(options);
  console.log(`serving ${resolve(dir)} at http://localhost:${port}${subPath.endsWith('/') ? subPath : `${subPath}/`}`);
}
