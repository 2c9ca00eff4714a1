// A plain static file server for the built site under a sub-path, like any static host.
// Usage: tsx scripts/serve-static.ts <dir> <sub-path> <port> [--isolate] [--mount <name>=<dir>]…
// --isolate adds COOP/COEP headers (hosts that can send them get multi-threaded WASM).
// --mount serves another folder under <sub-path><name>/ (the tiny test models as models/, for the e2e tests).
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const [dirArg = 'dist', subPath = '/', portArg = '4173'] = process.argv.slice(2);
const isolate = process.argv.includes('--isolate');
const root = resolve(dirArg);
const prefix = subPath.endsWith('/') ? subPath : `${subPath}/`;
const mounts = process.argv.flatMap((arg, i) => {
  if (process.argv[i - 1] !== '--mount') return [];
  const [name = '', dir = ''] = arg.split('=');
  return [{ name: `${name.replace(/^\/+|\/+$/g, '')}/`, root: resolve(dir) }];
});

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

createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (!url.pathname.startsWith(prefix)) {
    res.writeHead(404).end('not under the sub-path');
    return;
  }
  const rel = decodeURIComponent(url.pathname.slice(prefix.length)) || 'index.html';
  const mount = mounts.find((m) => rel.startsWith(m.name));
  const base = mount?.root ?? root;
  const file = normalize(join(base, mount ? rel.slice(mount.name.length) : rel));
  if (!file.startsWith(base)) {
    res.writeHead(403).end();
    return;
  }
  try {
    const info = await stat(file);
    const path = info.isDirectory() ? join(file, 'index.html') : file;
    const body = await readFile(path);
    const headers: Record<string, string> = {
      'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
      // As real hosts do: transformers.js reports download progress in bytes only when it knows the total.
      'Content-Length': String(body.byteLength),
      'Cache-Control': 'no-store',
    };
    if (isolate) {
      headers['Cross-Origin-Opener-Policy'] = 'same-origin';
      headers['Cross-Origin-Embedder-Policy'] = 'require-corp';
    }
    res.writeHead(200, headers).end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}).listen(Number(portArg), () => {
  console.log(`serving ${root} at http://localhost:${portArg}${prefix}`);
});
