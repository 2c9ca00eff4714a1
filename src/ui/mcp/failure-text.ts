// What a failed connection or call to an MCP server means, in the student's language, by the kind the client found
// (core/mcp/mcp-failure.ts): what happened and what to do about it. The client's own English message, with the
// reply it quotes, is shown beside it as the detail.
import { McpConnectError } from '../../core/mcp/index.ts';
import type { Bilingual } from '../../core/i18n/index.ts';
import { errorMessage } from '../../core/errors/index.ts';

/** The headers a browser client sends (or reads) that a server's CORS policy must let through. */
export const CORS_HEADERS = 'mcp-protocol-version, mcp-session-id, content-type, authorization';

export interface FailureText {
  /** What happened and what to do, in both languages. */
  text: Bilingual;
  /** The client's own words (English), with what the server sent. */
  detail: string;
}

/** `url`: the server's; `origin`: this page's, which the server must allow. */
export function failureText(error: unknown, url: string, origin: string): FailureText {
  const detail = errorMessage(error);
  if (!(error instanceof McpConnectError)) {
    return { text: { en: `The connection to ${url} failed.`, es: `La conexión con ${url} falló.` }, detail };
  }
  return { text: kindText(error, url, origin), detail };
}

function kindText(error: McpConnectError, url: string, origin: string): Bilingual {
  switch (error.kind) {
    case 'refused':
      return {
        en: `Nothing answered at ${url}: is the server running, at that address and port?`,
        es: `Nada respondió en ${url}: ¿está el servidor en marcha, en esa dirección y ese puerto?`,
      };
    case 'cors':
      return {
        en: `The server at ${url} answered, but its CORS headers do not let this page read it: allow the origin ${origin} and the headers ${CORS_HEADERS} (and expose mcp-session-id).`,
        es: `El servidor de ${url} respondió, pero sus cabeceras CORS no dejan que esta página lo lea: permite el origen ${origin} y las cabeceras ${CORS_HEADERS} (y expón mcp-session-id).`,
      };
    case 'auth':
      return error.status === 403
        ? { en: `The server refuses this token (${error.status}): check it, or the server’s list of tokens.`, es: `El servidor rechaza este token (${error.status}): revísalo, o la lista de tokens del servidor.` }
        : { en: `The server asks for a token (${error.status ?? 401}): type it in the token field and connect again.`, es: `El servidor pide un token (${error.status ?? 401}): escríbelo en su campo y conecta de nuevo.` };
    case 'malformed':
      return { en: 'The reply is not JSON-RPC: is that URL the server’s MCP endpoint?', es: 'La respuesta no es JSON-RPC: ¿es esa URL el punto de acceso MCP del servidor?' };
    case 'http':
      return { en: `The server answered with HTTP ${error.status ?? '?'}.`, es: `El servidor respondió con HTTP ${error.status ?? '?'}.` };
    case 'protocol':
      return {
        en: 'The exchange broke off in the protocol: a JSON-RPC error, or an answer the client could not use.',
        es: 'El intercambio se rompió en el protocolo: un error de JSON-RPC, o una respuesta que el cliente no pudo usar.',
      };
  }
}
