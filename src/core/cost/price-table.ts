// What a token costs: one row per provider and model, in US dollars per million tokens, with the day someone read
// the figures and the page they read them on. The teacher edits these rows; the lab never fetches prices.
import { apiShape, isProviderId } from '../shapes/provider-ids.ts';

/** One model's listed prices. */
export interface PriceRow {
  /** Unique within a table: what a picker and an edit refer to. */
  id: string;
  /** Who sells it: `openai`, `anthropic`, `google`, or whatever the teacher writes. */
  provider: string;
  model: string;
  /** USD per million input tokens. */
  input: number;
  /** USD per million output tokens. */
  output: number;
  /** USD per million input tokens read from the provider's cache; null where the table has no figure for it. */
  cachedInput: number | null;
  /** The day the figures were read, YYYY-MM-DD. */
  checkedOn: string;
  /** The page they were read on (a URL), or where the teacher took them from. */
  source: string;
}

export type PriceTable = readonly PriceRow[];

/** The vendor who prices a run of the lab's wire formats (its shape's `vendor`, core/shapes), if the lab knows it. */
export function vendorOf(backend: string): string | undefined {
  return isProviderId(backend) ? apiShape(backend).vendor : undefined;
}

/**
 * The row a run of `backend` is priced with by default: its model's row, else the table's first of its vendor. None for a vendor the
 * table has no price of (Gemini until a teacher adds one) or for the local model: another vendor's price would be
 * a wrong figure, so the run shows none until a row is picked.
 */
export function defaultRowFor(table: PriceTable, backend: string, model?: string): PriceRow | undefined {
  const vendor = vendorOf(backend);
  if (vendor === undefined) return undefined;
  // A real model's run is priced at its own model's row when the table has one.
  return table.find((row) => row.provider === vendor && row.model === model) ?? table.find((row) => row.provider === vendor);
}
