// Builds the tiny Qwen2- and Qwen3-shaped test models into tests/fixtures/models/ (git-ignored); with --full, the
// full-size stand-ins too (scripts/tiny-model/stand-in.ts: q8 and q4, or the precisions after --dtypes).
// Usage: npm run fixture:model [-- --force] [-- --full [--dtypes q8,q4,fp32]]
import { STAND_IN_DTYPES, type StandInDtype } from '../src/llm/decoder-graph/decoder-graph.ts';
import { buildTinyModels } from './tiny-model/build-tiny-models.ts';
import { buildStandIns } from './tiny-model/stand-in.ts';

const started = performance.now();
const results = buildTinyModels(undefined, process.argv.includes('--force'));
for (const r of results) console.log(r.rebuilt ? `built ${r.dir}` : `${r.dir} is up to date`);
if (process.argv.includes('--full')) {
  const listed = process.argv[process.argv.indexOf('--dtypes') + 1];
  const dtypes = process.argv.includes('--dtypes') && listed ? listed.split(',') : ['q8', 'q4'];
  const unknown = dtypes.filter((d) => !(STAND_IN_DTYPES as readonly string[]).includes(d));
  if (unknown.length > 0) throw new Error(`--dtypes: unknown ${unknown.join(', ')} (the stand-in has ${STAND_IN_DTYPES.join(', ')})`);
  buildStandIns(dtypes as StandInDtype[], (line) => console.log(line));
}
console.log(`${Math.round(performance.now() - started)} ms`);
