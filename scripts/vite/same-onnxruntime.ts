// The local model's worker imports onnxruntime-web's WASM files itself (src/llm/worker/model-host.ts), while
// transformers.js runs the same runtime: two versions would load a WASM that its JavaScript does not match. The
// package declares onnxruntime-web pinned to the version transformers.js depends on, and the build stops if the two
// ever differ (an update of one without the other).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

interface Manifest {
  version?: string;
  dependencies?: Record<string, string>;
}

/** Why the versions disagree, or undefined when they are the same. */
export function onnxruntimeMismatch(project: Manifest, transformers: Manifest, installed: Manifest): string | undefined {
  const declared = project.dependencies?.['onnxruntime-web'];
  const wanted = transformers.dependencies?.['onnxruntime-web'];
  if (declared === undefined) return 'package.json does not declare onnxruntime-web';
  if (declared !== wanted) return `package.json pins onnxruntime-web ${declared}, @huggingface/transformers ${transformers.version} depends on ${wanted}`;
  if (installed.version !== declared) return `onnxruntime-web ${installed.version} is installed, ${declared} is declared (run npm ci)`;
  return undefined;
}

export function sameOnnxruntime(root: string): Plugin {
  return {
    name: 'same-onnxruntime',
    buildStart() {
      // Neither package exports its package.json; npm installs both at the top of node_modules.
      const read = (...path: string[]) => JSON.parse(readFileSync(join(root, ...path), 'utf8')) as Manifest;
      const mismatch = onnxruntimeMismatch(
        read('package.json'),
        read('node_modules', '@huggingface', 'transformers', 'package.json'),
        read('node_modules', 'onnxruntime-web', 'package.json'),
      );
      if (mismatch) this.error(`onnxruntime-web: ${mismatch}`);
    },
  };
}
