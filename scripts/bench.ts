// npm run bench: runs each section in turn and prints its labelled figures. Sections live in scripts/bench/.
import { apisBench } from './bench/apis.ts';
import { apisCounts } from './bench/apis-counts.ts';
import type { BenchSection } from './bench/bench-section.ts';
import { bundleSize } from './bench/bundle-size.ts';
import { csvBrowser } from './bench/csv-browser.ts';
import { csvParse } from './bench/csv-parse.ts';
import { dataLoading } from './bench/data-loading.ts';
import { decodingBench } from './bench/decoding.ts';
import { evalBench } from './bench/eval.ts';
import { forksBench } from './bench/forks.ts';
import { linearBench } from './bench/linear.ts';
import { localBrowser } from './bench/local-browser.ts';
import { localModel } from './bench/local-model.ts';
import { localScale } from './bench/local-scale.ts';
import { precioLookups } from './bench/precio-lookups.ts';

// Each section by its file's name in scripts/bench/.
const SECTIONS: Record<string, BenchSection> = {
  'data-loading': dataLoading,
  'precio-lookups': precioLookups,
  apis: apisBench,
  'apis-counts': apisCounts,
  forks: forksBench,
  eval: evalBench,
  linear: linearBench,
  'csv-parse': csvParse,
  'csv-browser': csvBrowser,
  'bundle-size': bundleSize,
  'local-model': localModel,
  decoding: decodingBench,
  'local-browser': localBrowser,
  'local-scale': localScale,
};

// `npm run bench -- bundle local-browser` runs only the sections whose file name or title contains one of the
// words (case-insensitive). A section marked onlyWhenNamed runs only when a word is its file name exactly.
const words = process.argv.slice(2).map((w) => w.toLowerCase());
const chosen = Object.entries(SECTIONS)
  .filter(([name, s]) =>
    s.onlyWhenNamed
      ? words.includes(name)
      : words.length === 0 || words.some((w) => name.includes(w) || s.title.toLowerCase().includes(w)),
  )
  .map(([, s]) => s);

console.log(`Agent Loop Lab bench (Node ${process.version}, ${process.platform}/${process.arch})`);
for (const section of chosen) {
  console.log(`\n${section.title}`);
  const figures = await section.run();
  const width = Math.max(...figures.map((f) => f.label.length));
  for (const figure of figures) console.log(`  ${figure.label.padEnd(width)}  ${figure.value}`);
}
