// A fetch wrapper between an SDK and the network: it keeps the raw bytes of each request and response for the
// trace, and lets the loop stop a request before it leaves (the token limit needs the exact body). No timings:
// the same run gives the same trace, byte for byte.
import type { RequestGate, WireExchange } from './model-adapter.ts';
import { answeredByOf, retriesOf } from './retry-notes.ts';

export interface WireTap {
  /** Give this to the SDK as its custom fetch. */
  fetch: typeof fetch;
  /** Starts a new request: sets its gate and forgets the previous exchange. */
  begin(gate: RequestGate): void;
  /** The exchange of the request since `begin`, if the SDK made one. */
  last(): WireExchange | undefined;
}

/** `base` is looked up on every request when absent, so MSW's Node interception (which patches fetch) applies. */
export function createWireTap(base?: typeof fetch): WireTap {
  let gate: RequestGate = () => null;
  let exchange: WireExchange | undefined;
  const tapped: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input.clone() : undefined;
    const body = typeof init?.body === 'string' ? init.body : request ? await request.text() : '';
    const url = request ? request.url : String(input);
    const record: WireExchange = { url, requestBody: body };
    exchange = record;
    const blocked = await gate(body);
    if (blocked !== null) {
      record.blocked = blocked;
      throw new Error(blocked);
    }
    const response = await (base ?? globalThis.fetch)(input, init);
    record.status = response.status;
    record.responseHeaders = Object.fromEntries(response.headers.entries());
    record.responseBody = await response.clone().text();
    const retries = retriesOf(response);
    if (retries) record.retries = retries;
    const answeredBy = answeredByOf(response);
    if (answeredBy) record.answeredBy = answeredBy;
    return response;
  };
  return {
    fetch: tapped,
    begin(next) {
      gate = next;
      exchange = undefined;
    },
    last: () => exchange,
  };
}
