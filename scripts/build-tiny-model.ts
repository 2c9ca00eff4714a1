// Builds the tiny Qwen2-shaped test model into tests/fixtures/models/tiny-qwen2/ (git-ignored).
// Usage: npm run fixture:model [-- --force]
import { buildTinyQwen2 } from './tiny-model/build-tiny-qwen2.ts';

const started = performance.now();
const result = buildTinyQwen2(undefined, process.argv.includes('--force'));
const ms = Math.round(performance.now() - started);
console.log(result.rebuilt ? `built ${result.dir} in ${ms} ms` : `${result.dir} is up to date (${ms} ms)`);
