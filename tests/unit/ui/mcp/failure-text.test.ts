// #/mcp's words for a failed connection, by the kind the client found: what happened and what to do, in both
// languages, with the client's own message as the detail.
import { describe, expect, it } from 'vitest';
import { McpConnectError } from '../../../../src/core/mcp/index.ts';
import { CORS_HEADERS, failureText } from '../../../../src/ui/mcp/failure-text.ts';

const URL = 'http://localhost:3000/mcp';
const ORIGIN = 'http://localhost:5173';
const of = (error: unknown) => failureText(error, URL, ORIGIN);

describe('failureText', () => {
  it('says nothing answered for a refused connection, and asks whether the server runs', () => {
    const { text, detail } = of(new McpConnectError('refused', `No answer from ${URL}`));
    expect(text.en).toBe(`Nothing answered at ${URL}: is the server running, at that address and port?`);
    expect(text.es).toContain(`Nada respondió en ${URL}`);
    expect(detail).toBe(`No answer from ${URL}`);
  });

  it('names the origin and the headers a CORS block must allow', () => {
    const { text } = of(new McpConnectError('cors', 'blocked'));
    for (const words of [text.en, text.es]) {
      expect(words).toContain(ORIGIN);
      expect(words).toContain(CORS_HEADERS);
    }
    expect(CORS_HEADERS).toBe('mcp-protocol-version, mcp-session-id, content-type, authorization');
  });

  it('asks for a token on a 401 and says the token is refused on a 403', () => {
    expect(of(new McpConnectError('auth', 'x', 401)).text.en).toBe('The server asks for a token (401): type it in the token field and connect again.');
    expect(of(new McpConnectError('auth', 'x', 403)).text.es).toBe('El servidor rechaza este token (403): revísalo, o la lista de tokens del servidor.');
  });

  it('says a malformed reply is not JSON-RPC, an HTTP error its status, a protocol error what broke', () => {
    expect(of(new McpConnectError('malformed', 'x', 200)).text.en).toMatch(/^The reply is not JSON-RPC/);
    expect(of(new McpConnectError('http', 'x', 500)).text).toEqual({ en: 'The server answered with HTTP 500.', es: 'El servidor respondió con HTTP 500.' });
    expect(of(new McpConnectError('protocol', 'x')).text.en).toContain('JSON-RPC error');
  });

  it('says the connection failed, with the message, for anything else thrown', () => {
    expect(of(new TypeError('boom'))).toEqual({ text: { en: `The connection to ${URL} failed.`, es: `La conexión con ${URL} falló.` }, detail: 'boom' });
  });
});
