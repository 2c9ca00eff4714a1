// How a failed endpoint's end reads on a Spanish page: the adapters' messages in Spanish, the SDK's quoted as sent.
import { describe, expect, it } from 'vitest';
import { endText } from '../../../../../src/ui/common/trace/run-texts.ts';

const failed = (kind: 'http_error' | 'bad_response' | 'timeout' | 'network', message: string) =>
  endText({ kind: 'endpoint_error', failure: kind === 'http_error' ? { kind, status: 500, message } : { kind, message } });

describe('endText for a failed endpoint', () => {
  it("says the adapters' messages in Spanish", () => {
    expect(failed('bad_response', 'the response has no "output" list').es).toBe('El servidor falló (un cuerpo sin la forma de la API); la ejecución terminó limpiamente. La respuesta no tiene la lista "output".');
    expect(failed('bad_response', 'the response has no choices[0].message').es).toContain('La respuesta no tiene choices[0].message.');
    expect(failed('network', 'the SDK sent no request').es).toContain('El SDK no envió ninguna petición.');
    expect(endText({ kind: 'interrupted', detail: 'interrupted after 12 generated tokens' }).es).toBe('Interrumpida: tras 12 tokens generados.');
  });

  it("quotes the SDK's or the provider's own text, and leaves English as it was", () => {
    const http = failed('http_error', '500 The server had an error while processing your request.');
    expect(http.es).toBe('El servidor falló (HTTP 500); la ejecución terminó limpiamente. Mensaje del SDK: «500 The server had an error while processing your request.»');
    expect(http.en).toBe('The endpoint failed (HTTP 500); the run ended cleanly. 500 The server had an error while processing your request.');
  });
});
