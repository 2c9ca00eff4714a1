// The three Parquet files of the course's data, by the short key the rest of the lab uses.

export type DataFileKey = 'precios' | 'empresas' | 'noticias';

export const DATA_FILES: Readonly<Record<DataFileKey, string>> = {
  precios: 'acciones6_precios.parquet',
  empresas: 'acciones6_empresas.parquet',
  noticias: 'noticias6_corpus.parquet',
};
