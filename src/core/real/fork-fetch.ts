// The fetch a fork of a real model's run sends through: the n-th request the SDK makes is step n. Before the
// first step the edits change, a request equal to the one the parent sent is answered with the parent's answer
// (not sent again: no cost, no other answer from a model that does not repeat itself); an edited reply is
// answered in the API's own shape without reaching the provider; from there on, the network.
// Each answer given here is marked on its response, so the trace says which steps the provider never saw.
import { firstChangedTurn, replyEditAt, type RunEdit } from '../agent/edits.ts';
import type { WireExchange } from '../providers/model-adapter.ts';
import { noteAnsweredBy } from '../providers/retry-notes.ts';
import type { ProviderId } from '../shapes/provider-ids.ts';
import { editedReplyResponse } from '../sim/edited-reply.ts';

export interface ForkFetchOptions {
  provider: ProviderId;
  edits: readonly RunEdit[];
  /** The parent's sent requests' exchanges, step n at n - 1. */
  parentExchanges: readonly (WireExchange | undefined)[];
  /** Where the requests the fork makes itself go (the key and retry fetch). */
  send: typeof fetch;
}

export function createForkFetch(options: ForkFetchOptions): typeof fetch {
  const fork = firstChangedTurn(options.edits) ?? Infinity;
  let step = 0;
  return async (input, init) => {
    step += 1;
    const request = input instanceof Request ? input : undefined;
    const url = request ? request.url : String(input);
    const body = typeof init?.body === 'string' ? init.body : request ? await request.clone().text() : '';
    const reply = replyEditAt(options.edits, step);
    if (reply) return noteAnsweredBy(editedReplyResponse(options.provider, url, body, reply), 'edit');
    const parent = options.parentExchanges[step - 1];
    if (step < fork && parent?.responseBody !== undefined && parent.status !== undefined && parent.requestBody === body) {
      const response = new Response(parent.responseBody, { status: parent.status, headers: parent.responseHeaders ?? {} });
      return noteAnsweredBy(response, 'replay');
    }
    return options.send(input, init);
  };
}
