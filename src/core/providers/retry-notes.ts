// What a fetch below the wire tap knows about a response and hands up with it: the retries it waited out (each
// 429 the run was given before the answer it got), and whether the answer came from a fork's replay rather than
// the network. The tap records both on the exchange.
import type { AnsweredBy, RetryNote } from './model-adapter.ts';

const notes = new WeakMap<Response, RetryNote[]>();
const answers = new WeakMap<Response, AnsweredBy>();

export function noteRetries(response: Response, retries: RetryNote[]): Response {
  if (retries.length > 0) notes.set(response, retries);
  return response;
}

export function retriesOf(response: Response): RetryNote[] | undefined {
  return notes.get(response);
}

export function noteAnsweredBy(response: Response, by: AnsweredBy): Response {
  answers.set(response, by);
  return response;
}

export function answeredByOf(response: Response): AnsweredBy | undefined {
  return answers.get(response);
}
