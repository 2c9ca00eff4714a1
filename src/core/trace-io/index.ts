// The trace-io area's front: only what other areas and the UI import from it (a test keeps the UI off the deep files).
export { REACT_FILE_RUN } from './file-run-kinds.ts';
export { readTraceFile } from './import-trace.ts';
export { toOtlpJson } from './otel-export.ts';
export { traceFileJson } from './trace-file.ts';
export type { TraceFile, TraceFileRun, TraceRun } from './trace-file.ts';
