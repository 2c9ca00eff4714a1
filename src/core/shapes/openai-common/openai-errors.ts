// The errors of OpenAI's APIs, the same for Responses and Chat Completions: `{"error": {message, type, param,
// code}}` with the type and code the API gives each (openai-openapi's ErrorResponse), and its key check.
import type { ApiError, ApiErrorKind } from '../api-simulator.ts';
import { apiKeyOf } from '../api-simulator.ts';

const TYPE_AND_CODE: Record<ApiErrorKind, [type: string, code: string | null]> = {
  invalid_json: ['invalid_request_error', null],
  invalid_request: ['invalid_request_error', null],
  missing_parameter: ['invalid_request_error', 'missing_required_parameter'],
  model_not_found: ['invalid_request_error', 'model_not_found'],
  missing_key: ['invalid_request_error', null],
  invalid_key: ['invalid_request_error', 'invalid_api_key'],
  server_error: ['server_error', null],
  timeout: ['server_error', 'timeout'],
  script_mismatch: ['server_error', null],
};

export function openAiError(error: ApiError): unknown {
  const [type, code] = TYPE_AND_CODE[error.kind];
  return { error: { message: error.message, type, param: error.param ?? null, code } };
}

export function missingParameter(param: string): ApiError {
  return { status: 400, kind: 'missing_parameter', message: `Missing required parameter: '${param}'.`, param };
}

export function openAiModelNotFound(model: string): ApiError {
  return { status: 404, kind: 'model_not_found', message: `The model \`${model}\` does not exist or you do not have access to it.` };
}

/** OpenAI's keys start `sk-`; a bearer token is how the SDK sends one. */
export function checkOpenAiKey(request: Request): ApiError | undefined {
  const key = apiKeyOf(request);
  if (key === undefined) {
    return {
      status: 401,
      kind: 'missing_key',
      message:
        "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
    };
  }
  if (/^sk-[\w-]+$/.test(key)) return undefined;
  return { status: 401, kind: 'invalid_key', message: `Incorrect API key provided: ${maskKey(key)}. You can find your API key at https://platform.openai.com/account/api-keys.` };
}

/** A key as the API quotes it back: its first and last four characters. */
function maskKey(key: string): string {
  return key.length <= 8 ? '*'.repeat(key.length) : `${key.slice(0, 4)}${'*'.repeat(Math.min(key.length - 8, 20))}${key.slice(-4)}`;
}
