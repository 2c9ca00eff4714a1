// The json area's front: what the UI imports from it (a test keeps the UI off the deep files).
export * from './python-json.ts';
