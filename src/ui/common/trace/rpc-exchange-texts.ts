// How an MCP JSON-RPC exchange is labelled in a trace, in both UI languages: its method, then which body.
export const RPC_EXCHANGE_TEXT = {
  en: {
    request: (method: string) => `MCP ${method} — request body`,
    response: (method: string, status: number) => `MCP ${method} — response body, HTTP ${status}`,
    noReply: (method: string) => `MCP ${method}: no reply came`,
    emptyReply: (method: string, status: number) => `MCP ${method}: HTTP ${status}, empty body`,
  },
  es: {
    request: (method: string) => `MCP ${method} — cuerpo de la petición`,
    response: (method: string, status: number) => `MCP ${method} — cuerpo de la respuesta, HTTP ${status}`,
    noReply: (method: string) => `MCP ${method}: no llegó respuesta`,
    emptyReply: (method: string, status: number) => `MCP ${method}: HTTP ${status}, cuerpo vacío`,
  },
};
