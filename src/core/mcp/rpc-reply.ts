// Reads a JSON-RPC reply the way Streamable HTTP sends it: a JSON body, or an event stream whose `data:` lines
// each hold one message. Used to tell a malformed reply from a JSON-RPC error when a connection fails.

export type RpcMessage = { jsonrpc: '2.0'; id?: unknown; result?: unknown; error?: { code: number; message: string } };

/** The JSON-RPC messages a body holds; undefined when it holds something else (or nothing readable). */
export function rpcMessages(body: string): RpcMessage[] | undefined {
  const texts = /^\s*[[{]/.test(body) ? [body] : body.split(/\r?\n/).filter((line) => line.startsWith('data:')).map((line) => line.slice(5));
  if (texts.length === 0) return undefined;
  const messages: RpcMessage[] = [];
  for (const text of texts) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return undefined;
    }
    for (const message of Array.isArray(parsed) ? (parsed as unknown[]) : [parsed]) {
      if (!isRpcMessage(message)) return undefined;
      messages.push(message);
    }
  }
  return messages;
}

/** The first JSON-RPC error a body holds, as `message (code)`. */
export function rpcError(body: string): string | undefined {
  const error = rpcMessages(body)?.find((m) => m.error !== undefined)?.error;
  return error && `${error.message} (JSON-RPC error ${error.code})`;
}

function isRpcMessage(value: unknown): value is RpcMessage {
  if (typeof value !== 'object' || value === null || !('jsonrpc' in value) || value.jsonrpc !== '2.0') return false;
  if ('error' in value) {
    const error = value.error;
    return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'number' && 'message' in error && typeof error.message === 'string';
  }
  return 'result' in value || 'method' in value;
}
