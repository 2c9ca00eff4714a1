// The local model's backend ids in the eval's results, one per decoding: `local:<model>` for free (the id results
// had before decodings, so old results and links still read) and `local:<model>|<decoding>` for the others. Apart
// from eval-backends.ts so the results table reads them without loading the local model's code.
import { DEFAULT_DECODING, isDecodingMode, type DecodingMode } from '../../llm/decoding.ts';

/**
 * `|` parts the decoding from the model: no model id holds one, and the results' keys, which join their fields
 * with it, are never split (the decoding is one of a fixed few, so no two keys meet); the CSV export quotes fields.
 */
const DECODING_SEPARATOR = '|';

/** The local backend's id in the results: free keeps the id results had before decodings. */
export function localBackendId(model: string, decoding: DecodingMode): string {
  return `local:${model}${decoding === DEFAULT_DECODING ? '' : `${DECODING_SEPARATOR}${decoding}`}`;
}

/** The model and decoding of a local backend's id (what follows `local:`); free when the id names none. */
export function readLocalBackend(name: string): { model: string; decoding: DecodingMode } {
  const at = name.lastIndexOf(DECODING_SEPARATOR);
  const decoding = name.slice(at + 1);
  return at >= 0 && isDecodingMode(decoding) ? { model: name.slice(0, at), decoding } : { model: name, decoding: DEFAULT_DECODING };
}
