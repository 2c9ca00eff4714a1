// The trace-io area's front: what the UI imports from it (a test keeps the UI off the deep files).
export * from './import-trace.ts';
export * from './otel-export.ts';
export type * from './otlp-json.ts';
export * from './trace-file.ts';
