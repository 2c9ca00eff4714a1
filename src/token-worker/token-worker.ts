// The page's counting worker: o200k_base (a 2 MB module, one long parse) loads here when the worker starts, off
// the page's thread, and every count the page needs (request bodies, the model's output, the in-page simulators'
// `usage`) is made here, so that no count ever holds the page's thread or a run's replies.
import { errorMessage } from '../core/errors/index.ts';
import { loadO200kCounter } from '../core/tokens/o200k-here.ts';
import type { CountRequest, TokenWorkerMessage } from './token-worker-messages.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: TokenWorkerMessage) => scope.postMessage(message);
const counter = loadO200kCounter();

counter.then(
  () => post({ type: 'loaded' }),
  (error: unknown) => post({ type: 'failed', message: errorMessage(error) }),
);

scope.onmessage = async (event: MessageEvent<CountRequest>) => {
  const { id, texts } = event.data;
  try {
    const count = await counter;
    post({ type: 'counts', id, counts: texts.map(count) });
  } catch (error) {
    post({ type: 'error', id, message: errorMessage(error) });
  }
};
