// What the page and its data worker say to each other: where the data files are, and their columns (or, per file,
// what is wrong with it).
import type { PackedTables } from './packed-columns.ts';

export interface MarketDataRequest {
  /** The data folder's URL, ending with a slash. */
  baseUrl: string;
}

export interface MarketDataReply {
  tables: PackedTables;
  /** One per file that could not be used: a DataFileError's file and problem. */
  errors: { file: string; problem: string }[];
}
