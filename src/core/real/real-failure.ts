// A real API's failure in words a student can act on: a bad key, no access, an unknown model, rate limits (after
// the retries the client waited out), the provider's own errors, and a call that never got an answer (the
// network, or the browser refusing a cross-origin call: then what the server needs).
import type { Bilingual } from '../i18n/bilingual.ts';
import { isRecord } from '../json/json-value.ts';
import type { EndpointFailure, WireExchange } from '../providers/model-adapter.ts';
import type { RealEndpoint } from './real-endpoints.ts';

export interface FailureContext {
  endpoint: Pick<RealEndpoint, 'label' | 'baseUrl' | 'local' | 'cors'>;
  model: string;
  /** A run with no request view (plan and execute's stages): the provider's own error message is quoted instead. */
  quoteAnswer?: boolean;
}

export function realFailureText(failure: EndpointFailure, exchange: WireExchange | undefined, context: FailureContext): Bilingual {
  const { endpoint, model } = context;
  const label = endpoint.label;
  switch (failure.kind) {
    case 'http_error':
      return httpText(failure.status, exchange, context);
    case 'timeout':
      return {
        en: `${label} did not answer in time: try again, or raise the timeout.`,
        es: `${label} no respondió a tiempo: vuelve a intentarlo o sube el tiempo de espera.`,
      };
    case 'bad_response':
      return {
        en: `The answer from ${endpoint.baseUrl} is not ${label}'s shape (${failure.message}): is the base URL right?`,
        es: `La respuesta de ${endpoint.baseUrl} no tiene la forma de ${label} (${failure.message}): ¿es correcta la URL base?`,
      };
    case 'network':
      return endpoint.local
        ? {
            en: `No answer from ${endpoint.baseUrl}: is ${label} running there, with ${model}? If it is, it refused this page's origin (CORS), or the browser blocked a public page's call to this device (allow local network access when it asks). ${endpoint.cors.en}`,
            es: `Sin respuesta de ${endpoint.baseUrl}: ¿está ${label} en marcha ahí, con ${model}? Si lo está, rechazó el origen de esta página (CORS), o el navegador bloqueó la llamada de una página pública a este equipo (permite el acceso a la red local cuando lo pida). ${endpoint.cors.es}`,
          }
        : {
            en: `No answer from ${endpoint.baseUrl}: the network may be down, or the browser refused the cross-origin call (CORS). ${endpoint.cors.en}`,
            es: `Sin respuesta de ${endpoint.baseUrl}: puede que no haya red, o el navegador rechazó la llamada entre orígenes (CORS). ${endpoint.cors.es}`,
          };
    case 'blocked':
      return { en: failure.message, es: failure.message };
  }
}

function httpText(status: number, exchange: WireExchange | undefined, { endpoint, model, quoteAnswer }: FailureContext): Bilingual {
  const label = endpoint.label;
  const body = exchange?.responseBody ?? '';
  // Gemini answers a key it does not know with 400 API_KEY_INVALID.
  if (status === 401 || (status === 400 && /API_KEY_INVALID|API key not valid/i.test(body))) {
    return {
      en: `${label} refused the key (HTTP ${status}): check that it is a key for ${label}, copied whole, and not revoked.`,
      es: `${label} rechazó la clave (HTTP ${status}): comprueba que es una clave de ${label}, copiada entera y no revocada.`,
    };
  }
  if (status === 403) {
    return {
      en: `The key has no access (HTTP 403): ${label} does not let this key use ${model} or this API (project, region or plan).`,
      es: `La clave no tiene acceso (HTTP 403): ${label} no deja a esta clave usar ${model} ni esta API (proyecto, región o plan).`,
    };
  }
  if (status === 404) {
    return {
      en: `${label} has no model "${model}" (HTTP 404): pick one from the list or check its name.`,
      es: `${label} no tiene el modelo «${model}» (HTTP 404): elige uno de la lista o revisa su nombre.`,
    };
  }
  if (status === 429) {
    const retries = exchange?.retries?.length ?? 0;
    const after = exchange?.responseHeaders?.['retry-after'];
    const wait = after ? { en: ` It asks to wait ${after} s.`, es: ` Pide esperar ${after} s.` } : { en: '', es: '' };
    return {
      en: `${label} is rate limiting this key (HTTP 429), still after ${retries} ${retries === 1 ? 'retry' : 'retries'}.${wait.en} Wait and run again, or check the plan's quota.`,
      es: `${label} está limitando esta clave (HTTP 429), aún tras ${retries} ${retries === 1 ? 'reintento' : 'reintentos'}.${wait.es} Espera y vuelve a lanzarlo, o revisa la cuota del plan.`,
    };
  }
  if (status >= 500) {
    return {
      en: `${label} failed on its side (HTTP ${status}): not your key or request; try again later.`,
      es: `${label} falló por su parte (HTTP ${status}): no es tu clave ni tu petición; vuelve a intentarlo más tarde.`,
    };
  }
  const said = quoteAnswer ? providerMessage(body) : undefined;
  if (said !== undefined) {
    return { en: `${label} rejected the request (HTTP ${status}): “${said}”`, es: `${label} rechazó la petición (HTTP ${status}): «${said}»` };
  }
  return {
    en: `${label} rejected the request (HTTP ${status}); its answer is in the request view.`,
    es: `${label} rechazó la petición (HTTP ${status}); su respuesta está en la vista de peticiones.`,
  };
}

/** The error message the three APIs put in their error bodies, `{"error": {"message": …}}`. */
function providerMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as unknown;
    const error = isRecord(parsed) ? parsed.error : undefined;
    const message = isRecord(error) ? error.message : undefined;
    return typeof message === 'string' && message !== '' ? message : undefined;
  } catch {
    return undefined;
  }
}
