// The retries a fetch below the wire tap waited out, handed up with the response they led to: the tap records
// them on the exchange, so the trace shows each 429 the run was given before the answer it got.
import type { RetryNote } from './model-adapter.ts';

const notes = new WeakMap<Response, RetryNote[]>();

export function noteRetries(response: Response, retries: RetryNote[]): Response {
  if (retries.length > 0) notes.set(response, retries);
  return response;
}

export function retriesOf(response: Response): RetryNote[] | undefined {
  return notes.get(response);
}
