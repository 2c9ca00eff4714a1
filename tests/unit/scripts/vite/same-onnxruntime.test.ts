import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { onnxruntimeMismatch } from '../../../../scripts/vite/same-onnxruntime.ts';

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as { version: string; dependencies: Record<string, string> };

describe('onnxruntime-web pinned to the version transformers.js runs', () => {
  it('holds for this checkout: declared, depended on and installed alike', () => {
    const project = read('package.json');
    const transformers = read('node_modules/@huggingface/transformers/package.json');
    const installed = read('node_modules/onnxruntime-web/package.json');
    expect(onnxruntimeMismatch(project, transformers, installed)).toBeUndefined();
    expect(project.dependencies['onnxruntime-web']).toBe(transformers.dependencies['onnxruntime-web']);
  });

  it('names each way the two can differ', () => {
    const transformers = { version: '4.3.2', dependencies: { 'onnxruntime-web': '1.31.0' } };
    expect(onnxruntimeMismatch({ dependencies: {} }, transformers, { version: '1.31.0' })).toBe('package.json does not declare onnxruntime-web');
    expect(onnxruntimeMismatch({ dependencies: { 'onnxruntime-web': '1.30.0' } }, transformers, { version: '1.30.0' })).toBe(
      'package.json pins onnxruntime-web 1.30.0, @huggingface/transformers 4.3.2 depends on 1.31.0',
    );
    expect(onnxruntimeMismatch({ dependencies: { 'onnxruntime-web': '1.31.0' } }, transformers, { version: '1.29.0' })).toBe(
      'onnxruntime-web 1.29.0 is installed, 1.31.0 is declared (run npm ci)',
    );
  });
});
