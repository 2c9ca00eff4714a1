// transformers.js's progress callback as the page's per-file progress. Its `progress_total` events carry the sizes
// its probe found for files that have not started yet (the weights, while a small file loads): those sizes are
// passed on early, so the page's overall total counts a file that hangs before its first byte.
import type { ProgressInfo } from '@huggingface/transformers';
import type { FileProgress } from './protocol.ts';

/** The page's updates for one callback; `seen` is what this load has reported so far, by file (kept up to date here). */
export function fileProgress(info: ProgressInfo, seen: Map<string, FileProgress>): FileProgress[] {
  let updates: FileProgress[] = [];
  if (info.status === 'initiate' || info.status === 'download' || info.status === 'done') updates = [{ file: info.file, status: info.status }];
  else if (info.status === 'progress') updates = [{ file: info.file, status: 'progress', loaded: info.loaded, total: info.total, progress: info.progress }];
  else if (info.status === 'progress_total') {
    for (const [file, { total }] of Object.entries(info.files)) {
      const before = seen.get(file);
      if (total > 0 && !before?.total) updates.push({ file, status: before?.status ?? 'initiate', total });
    }
  }
  for (const update of updates) seen.set(update.file, { ...seen.get(update.file), ...update });
  return updates;
}
