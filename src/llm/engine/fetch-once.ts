// Each model file fetched once. For a local folder, transformers.js 4.3.2 first probes every file's size
// (get_file_metadata) with a full GET whose body it never reads, then GETs the file again to load it: a 200 MB
// model pulled tens of MB twice and held a connection open. The probe and the real load send the same request, so
// they cannot be told apart; instead every plain GET is answered with a HEAD's status and headers and a body that
// starts the real GET only when it is first read. The probe reads headers only (one HEAD); the load reads the body
// (one GET). A Range request (the Hub's probe), any other method, and files outside the model folder (ONNX
// Runtime's own WASM) pass through untouched.

export type Fetch = (input: string | URL, init?: RequestInit) => Promise<Response>;

function isPlainGet(init: RequestInit | undefined): boolean {
  const method = (init?.method ?? 'GET').toUpperCase();
  return method === 'GET' && !new Headers(init?.headers).has('Range');
}

function isUnder(input: string | URL, folder: string): boolean {
  const base = (globalThis as { location?: { href: string } }).location?.href ?? 'http://localhost/';
  return new URL(input, base).pathname.startsWith(folder);
}

/** A body that sends its GET on the first read, and aborts it when the reader cancels. */
function lazyBody(fetchFn: Fetch, input: string | URL, init: RequestInit | undefined): ReadableStream<Uint8Array> {
  const abort = new AbortController();
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!reader) {
          const response = await fetchFn(input, { ...init, signal: abort.signal });
          if (!response.ok || !response.body) throw new Error(`HTTP ${response.status} while reading ${String(input)}`);
          reader = response.body.getReader();
        }
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel(reason) {
        abort.abort(reason);
      },
    },
    // Nothing is pulled before someone reads: an unread body sends no GET.
    { highWaterMark: 0 },
  );
}

/** `fetchFn` with plain GETs of the files under `folder` (a path) split into a HEAD now and the GET when the body is read. */
export function fetchOnce(fetchFn: Fetch, folder = '/'): Fetch {
  return async (input, init) => {
    if (!isPlainGet(init) || !isUnder(input, folder)) return fetchFn(input, init);
    const head = await fetchFn(input, { ...init, method: 'HEAD' });
    // A host that answers no HEAD gets the plain GET; a missing file is answered as the HEAD said.
    if (head.status === 405 || head.status === 501) return fetchFn(input, init);
    if (!head.ok) return new Response(null, { status: head.status, statusText: head.statusText, headers: head.headers });
    return new Response(lazyBody(fetchFn, input, init), { status: head.status, statusText: head.statusText, headers: head.headers });
  };
}
