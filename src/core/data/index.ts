// The data area's front: what the UI imports from it (a test keeps the UI off the deep files).
export * from './data-file-error.ts';
export * from './data-files.ts';
export * from './fetch-data-source.ts';
export * from './load-market-data.ts';
export type * from './market-data.ts';
