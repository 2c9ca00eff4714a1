// The tab's one choice of real model: which API or local server, the model, the base URL and whether its calls
// come as JSON text. Shared by #/apis and the labs, so a key and a model set on one page serve the other; never in
// a link (a link that set a base URL could send a remembered key elsewhere). And the 429 wait going on, if any.
import { CLOUD_ENDPOINTS, realEndpoint, type RealEndpoint, type RetryWait } from '../../../core/real/index.ts';
import { keySlot, realKeys } from './real-keys.ts';

const FIRST = CLOUD_ENDPOINTS['openai-responses'];

class RealChoice {
  endpointId = $state(FIRST.id);
  model = $state(FIRST.models[0] ?? '');
  baseUrl = $state(FIRST.baseUrl);
  jsonToolCalls = $state(false);
  /** The 429 a run is waiting out now (shown live); null when none. */
  wait: RetryWait | null = $state(null);
  /** Bumped when a key is typed or forgotten: the key store itself is not reactive. */
  #keys = $state(0);

  keyChanged(): void {
    this.#keys += 1;
  }

  get endpoint(): RealEndpoint {
    return realEndpoint(this.endpointId) ?? FIRST;
  }

  /** Another API or server: its own defaults. */
  pick(id: string): void {
    this.endpointId = id;
    const endpoint = this.endpoint;
    this.model = endpoint.models[0] ?? '';
    this.baseUrl = endpoint.baseUrl;
    this.jsonToolCalls = false;
  }

  /** Whether a run can start: a provider's API needs a key (a local server may not). */
  get ready(): boolean {
    void this.#keys;
    return this.endpoint.local || realKeys.get(keySlot(this.endpoint)) !== undefined;
  }
}

export const realChoice = new RealChoice();
