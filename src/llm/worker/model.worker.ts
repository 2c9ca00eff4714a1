// The model worker: answers the page's requests (protocol.ts) one reply per id. The device check needs no
// model library; a tokenizer alone (the prompt view's worker) loads tokenizer-host.ts; everything else loads
// model-host.ts (transformers.js, ONNX Runtime) on first use.
import { probeDevice, wasmThreadsHere } from './device-probe.ts';
import type { CallType, WorkerEvent, WorkerRequest } from './protocol.ts';
import { errorMessage } from '../../core/errors/error-message.ts';

type Host = typeof import('./model-host.ts');
type TokenizerHost = typeof import('./tokenizer-host.ts');

const scope = self as unknown as DedicatedWorkerGlobalScope;
let host: Promise<Host> | undefined;
let tokenizerHost: Promise<TokenizerHost> | undefined;

/** Threads need SharedArrayBuffer, which only a cross-origin isolated context has. */
function threadsFor(asked: number | undefined): number {
  if (!scope.crossOriginIsolated) return 1;
  return asked ?? wasmThreadsHere(true);
}

function post(event: WorkerEvent): void {
  scope.postMessage(event);
}

async function answer(request: WorkerRequest): Promise<unknown> {
  const type: CallType = request.type;
  if (type === 'check') return probeDevice();
  if (request.type === 'tokenizer' || request.type === 'preview') {
    const t = await (tokenizerHost ??= import('./tokenizer-host.ts'));
    return request.type === 'tokenizer' ? t.loadTokenizer(request) : t.previewPrompt(request.messages, request.tools, request.options);
  }
  if (request.type === 'preflight') return (await import('./preflight-host.ts')).preflight(request, threadsFor(request.threads));
  const h = await (host ??= import('./model-host.ts'));
  switch (request.type) {
    case 'load':
      return h.loadModel(request, threadsFor(request.threads), {
        onFile: (progress) => post({ id: request.id, type: 'progress', ...progress }),
        onWarmUp: () => post({ id: request.id, type: 'phase', phase: 'warm-up' }),
      });
    case 'render':
      return h.renderPrompt(request.messages, request.tools, request.options);
    case 'generate':
      return h.generateTurn(request, (tokens, text) => post({ id: request.id, type: 'token', tokens, text }));
    case 'checkRun':
      return h.checkRun(request.maxNewTokens);
    case 'reset':
      await h.resetModel();
      return null;
    case 'unload':
      await h.unloadModel();
      return null;
    default:
      throw new Error(`unknown request: ${type}`);
  }
}

scope.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  if (request.type === 'crash') throw new Error('crash requested by the page');
  if (request.type === 'interrupt') {
    // Handled at once, between two tokens of the running generation.
    void host?.then((h) => h.interruptModel());
    post({ id: request.id, type: 'reply', ok: true, value: null });
    return;
  }
  answer(request).then(
    (value) => post({ id: request.id, type: 'reply', ok: true, value }),
    (error: unknown) => post({ id: request.id, type: 'reply', ok: false, error: errorMessage(error) }),
  );
};
