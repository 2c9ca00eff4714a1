// transformers.js's progress events as the page's per-file progress, with sizes passed on before a file's first byte.
import { describe, expect, it } from 'vitest';
import { fileProgress } from '../../../../src/llm/worker/file-progress.ts';
import type { FileProgress } from '../../../../src/llm/worker/protocol.ts';

describe('fileProgress', () => {
  it('passes initiate, download, progress and done on', () => {
    const seen = new Map<string, FileProgress>();
    expect(fileProgress({ status: 'initiate', name: 'm', file: 'config.json' }, seen)).toEqual([{ file: 'config.json', status: 'initiate' }]);
    expect(fileProgress({ status: 'progress', name: 'm', file: 'config.json', loaded: 5, total: 10, progress: 50 }, seen)).toEqual([
      { file: 'config.json', status: 'progress', loaded: 5, total: 10, progress: 50 },
    ]);
    expect(fileProgress({ status: 'done', name: 'm', file: 'config.json' }, seen)).toEqual([{ file: 'config.json', status: 'done' }]);
    expect(seen.get('config.json')).toEqual({ file: 'config.json', status: 'done', loaded: 5, total: 10, progress: 50 });
    expect(fileProgress({ status: 'ready', task: 't', model: 'm' }, seen)).toEqual([]);
  });

  it("gives the probe's sizes of files not yet sized, keeping their status", () => {
    const seen = new Map<string, FileProgress>();
    fileProgress({ status: 'progress', name: 'm', file: 'generation_config.json', loaded: 10, total: 206, progress: 5 }, seen);
    fileProgress({ status: 'download', name: 'm', file: 'onnx/model.onnx' }, seen);
    const total = { status: 'progress_total' as const, name: 'm', progress: 0, loaded: 10, total: 5_206, files: {
      'generation_config.json': { loaded: 10, total: 206 },
      'onnx/model.onnx': { loaded: 0, total: 5_000 },
      'config.json': { loaded: 0, total: 0 },
      'onnx/other.onnx': { loaded: 0, total: 7 },
    } };
    expect(fileProgress(total, seen)).toEqual([
      { file: 'onnx/model.onnx', status: 'download', total: 5_000 },
      { file: 'onnx/other.onnx', status: 'initiate', total: 7 },
    ]);
    // Once sized, not again.
    expect(fileProgress(total, seen)).toEqual([]);
  });
});
