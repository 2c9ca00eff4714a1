// One turn through an SDK, the same for every API adapter: open the tap, make the request, and turn whatever
// happens (an SDK error, a body of the wrong shape) into a TurnResult. Never throws.
import { classifyFailure } from './endpoint-failure.ts';
import type { AskedCall, RequestGate, TurnResult } from './model-adapter.ts';
import type { WireTap } from './wire-tap.ts';
import { errorMessage } from '../errors/error-message.ts';

export interface ReadTurn {
  calls: AskedCall[];
  text: string;
}

/** `read` gets the SDK's parsed response; it returns the calls and text, or why the body is not the API's shape. */
export async function tappedTurn(
  tap: WireTap,
  gate: RequestGate,
  request: () => Promise<unknown>,
  read: (response: unknown) => ReadTurn | string,
): Promise<TurnResult> {
  tap.begin(gate);
  let response: unknown;
  try {
    response = await request();
  } catch (error) {
    return { ok: false, failure: classifyFailure(error, tap.last()), exchange: tap.last() };
  }
  const exchange = tap.last();
  if (!exchange) return { ok: false, failure: { kind: 'network', message: 'the SDK sent no request' } };
  let turn: ReadTurn | string;
  try {
    turn = read(response);
  } catch (error) {
    turn = errorMessage(error);
  }
  if (typeof turn === 'string') return { ok: false, failure: { kind: 'bad_response', message: turn }, exchange };
  return { ok: true, ...turn, exchange };
}
