// One MCP server the page is connected to (the lab's or the student's), as reactive state: the live connection with
// its listing, a connect going on, and why the last one failed. A failed connect leaves the previous connection and
// its listing in place (the student loses nothing they had); a newer connect wins over one still going.
import { connectMcp, McpConnectError, type McpConnection } from '../../core/mcp/index.ts';
import type { RpcExchange } from '../../core/tools/index.ts';
import { mcpFetch } from '../../mcp-browser/mcp-serving.ts';
import { failureText, type FailureText } from './failure-text.ts';

export interface ConnectFailure extends FailureText {
  /** The exchange that failed, when a request left. */
  exchange?: RpcExchange;
}

export class McpServer {
  connection: McpConnection | null = $state.raw(null);
  connecting = $state(false);
  failure: ConnectFailure | null = $state.raw(null);
  #attempt = 0;

  /** Lets the server go (the page is left): a connect still going is dropped when it comes. */
  close(): void {
    this.#attempt += 1;
    void this.connection?.close().catch(() => undefined);
    this.connection = null;
  }

  /** Connects to `url` (a checked http(s) URL), with `token` as a Bearer token when given. */
  async connect(url: string, token?: string): Promise<void> {
    const attempt = ++this.#attempt;
    this.connecting = true;
    this.failure = null;
    try {
      const next = await connectMcp({ url, fetch: mcpFetch, ...(token ? { token } : {}) });
      if (attempt !== this.#attempt) {
        void next.close().catch(() => undefined);
        return;
      }
      const before = this.connection;
      this.connection = next;
      void before?.close().catch(() => undefined);
    } catch (error) {
      if (attempt !== this.#attempt) return;
      const exchange = error instanceof McpConnectError ? error.exchange : undefined;
      this.failure = { ...failureText(error, url, location.origin), ...(exchange ? { exchange } : {}) };
    } finally {
      if (attempt === this.#attempt) this.connecting = false;
    }
  }
}
