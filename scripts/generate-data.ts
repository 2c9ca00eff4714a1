// `npm run data [dir]`: regenerates the course's synthetic level-6 data and the CSV analyst's quarter of orders
// (default dir: public/data).
import { writeDataFiles } from './data/data-files.ts';
import { writeOrdersFile } from './orders/orders-parquet.ts';

const dir = process.argv[2] ?? 'public/data';
const started = performance.now();
const files = [...writeDataFiles(dir), writeOrdersFile(dir)];
const elapsed = performance.now() - started;
for (const file of files) {
  console.log(`${dir}/${file.name}: ${file.rows} rows, ${(file.bytes.length / 1024).toFixed(1)} KiB`);
}
console.log(`generated in ${(elapsed / 1000).toFixed(2)} s`);
