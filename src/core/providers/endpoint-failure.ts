// Turns whatever an SDK threw into an endpoint failure the loop can record. The tapped exchange is the ground
// truth (did a response come back, with which status); the SDK's error only adds its message.
import { errorMessage } from '../errors/error-message.ts';
import type { EndpointFailure, WireExchange } from './model-adapter.ts';

export function classifyFailure(error: unknown, exchange: WireExchange | undefined): EndpointFailure {
  const message = errorMessage(error);
  if (exchange?.blocked !== undefined) return { kind: 'blocked', message: exchange.blocked };
  const status = exchange?.status;
  if (status !== undefined && status >= 400) return { kind: 'http_error', status, message };
  // The client's timeout covers reading the body too: a response that started in time and was cut is a timeout.
  if (isTimeout(error)) return { kind: 'timeout', message };
  if (status !== undefined) return { kind: 'bad_response', message };
  return { kind: 'network', message };
}

function isTimeout(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const names = `${error.name} ${error.constructor.name}`;
  return /timeout|aborterror/i.test(names) || /timed? ?out|aborted/i.test(error.message);
}
