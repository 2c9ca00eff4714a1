// The three data files the lab reads, built from the panel and written to a folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generatePanel } from './panel.ts';
import { companiesParquet, newsParquet, pricesParquet } from './parquet-tables.ts';

export interface DataFile {
  name: string;
  rows: number;
  bytes: Uint8Array;
}

export function buildDataFiles(): DataFile[] {
  const panel = generatePanel();
  return [
    { name: 'acciones6_precios.parquet', rows: panel.prices.length, bytes: pricesParquet(panel.prices) },
    { name: 'acciones6_empresas.parquet', rows: panel.companies.length, bytes: companiesParquet(panel.companies) },
    { name: 'noticias6_corpus.parquet', rows: panel.news.length, bytes: newsParquet(panel.news) },
  ];
}

/** Writes the files into `dir` (created if missing) and returns what was written. */
export function writeDataFiles(dir: string): DataFile[] {
  const files = buildDataFiles();
  mkdirSync(dir, { recursive: true });
  for (const file of files) writeFileSync(join(dir, file.name), file.bytes);
  return files;
}
