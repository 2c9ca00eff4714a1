// A fetch that answers from MSW handlers in the page itself, for origins where service workers do not exist
// (plain http on a LAN address). The SDKs are given it as their custom fetch: the requests are the same, but
// they never reach the browser's network stack, so the Network panel does not show them.
import { getResponse, type RequestHandler } from 'msw';

/** Requests no handler answers go to `fallback` (the real fetch by default). */
export function createInPageFetch(handlers: RequestHandler[], fallback: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const response = await untilAborted(getResponse(handlers, request), request.signal);
    return response ?? fallback(input, init);
  };
}

/** Handlers do not see the signal: the client's timeout and abort must still end the wait. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}
