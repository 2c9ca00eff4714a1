// The json area's front: only what other areas and the UI import from it (a test keeps the UI off the deep files).
export { pythonJsonDumps } from './python-json.ts';
