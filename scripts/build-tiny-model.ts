// Builds the tiny Qwen2- and Qwen3-shaped test models into tests/fixtures/models/ (git-ignored).
// Usage: npm run fixture:model [-- --force]
import { buildTinyModels } from './tiny-model/build-tiny-models.ts';

const started = performance.now();
const results = buildTinyModels(undefined, process.argv.includes('--force'));
const ms = Math.round(performance.now() - started);
for (const r of results) console.log(r.rebuilt ? `built ${r.dir}` : `${r.dir} is up to date`);
console.log(`${ms} ms`);
