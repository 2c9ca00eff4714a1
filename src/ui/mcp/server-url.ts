// The address a student types for their own MCP server, checked before anything is sent: an absolute http or https
// URL, nothing else (a `javascript:` or `data:` URL, a relative path, a name and password in it), so the page only
// ever posts JSON-RPC to a web server the student named.
import type { Bilingual } from '../../core/i18n/index.ts';

export type UrlCheck = { ok: true; url: string } | { ok: false; why: Bilingual };

export function checkServerUrl(raw: string): UrlCheck {
  const text = raw.trim();
  if (text === '') return refuse('Type the server’s URL, such as http://localhost:3000/mcp.', 'Escribe la URL del servidor, como http://localhost:3000/mcp.');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refuse(
      `“${text}” is not a whole URL: write it with http:// or https:// and the host, such as http://localhost:3000/mcp.`,
      `«${text}» no es una URL completa: escríbela con http:// o https:// y el host, como http://localhost:3000/mcp.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return refuse(
      `Only http:// and https:// addresses reach an MCP server over Streamable HTTP, not ${url.protocol}.`,
      `Solo las direcciones http:// y https:// llegan a un servidor MCP por Streamable HTTP, no ${url.protocol}.`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    return refuse('Leave the name and password out of the URL: type a token in the token field instead.', 'Deja el nombre y la contraseña fuera de la URL: escribe un token en su campo.');
  }
  return { ok: true, url: url.href };
}

const refuse = (en: string, es: string): UrlCheck => ({ ok: false, why: { en, es } });
