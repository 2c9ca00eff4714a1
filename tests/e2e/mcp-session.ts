// One MCP session with the lab's lesson server, played from inside the page: initialize, the initialized
// notification, tools/list and a tools/call of precio, as JSON-RPC bodies with Streamable HTTP's headers, sent with
// the page's own fetch (the site's worker relays each request back to the tab, whose MCP servers answer it).
import type { Page } from '@playwright/test';
import { mcpKitUrl } from '../../src/core/mcp/mcp-kits.ts';

export interface McpTool {
  name: string;
  annotations?: Record<string, unknown>;
  outputSchema?: { type?: string };
}

export interface LessonSession {
  /** HTTP statuses of the four requests, in order. */
  statuses: number[];
  tools: McpTool[];
  call: { structuredContent?: Record<string, unknown>; isError?: boolean };
}

export function lessonSession(page: Page, base: string): Promise<LessonSession> {
  return page.evaluate(
    async ({ url }) => {
      type Reply = { status: number; headers: Headers; body: string };
      const send = async (headers: Record<string, string>, message: unknown): Promise<Reply> => {
        const body = JSON.stringify(message);
        const response = await fetch(url, { method: 'POST', headers, body });
        return { status: response.status, headers: response.headers, body: await response.text() };
      };
      /** The JSON-RPC response in a JSON body or in a server-sent event's data. */
      const rpc = (reply: Reply): { result?: Record<string, unknown>; error?: unknown } => {
        if (!(reply.headers.get('content-type') ?? '').includes('text/event-stream')) return JSON.parse(reply.body) as { result?: Record<string, unknown> };
        const events = reply.body.split('\n').filter((line) => line.startsWith('data:')).map((line) => JSON.parse(line.slice(5)) as { id?: unknown });
        return events.find((event) => event.id !== undefined) as { result?: Record<string, unknown> };
      };
      const plain = { accept: 'application/json, text/event-stream', 'content-type': 'application/json' };
      const init = await send(plain, {
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'e2e', version: '1.0.0' } },
      });
      const session = init.headers.get('mcp-session-id');
      const headers = { ...plain, 'mcp-protocol-version': String(rpc(init).result?.protocolVersion), ...(session ? { 'mcp-session-id': session } : {}) };
      const initialized = await send(headers, { jsonrpc: '2.0', method: 'notifications/initialized' });
      const list = await send(headers, { jsonrpc: '2.0', id: 2, method: 'tools/list' });
      const call = await send(headers, { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'precio', arguments: { ticker: 'BUSI', fecha: '2024-03-15' } } });
      return {
        statuses: [init.status, initialized.status, list.status, call.status],
        tools: rpc(list).result?.tools as McpTool[],
        call: rpc(call).result as LessonSession['call'],
      };
    },
    { url: mcpKitUrl(base, 'lesson') },
  );
}
