import { describe, expect, it } from 'vitest';
import { simResponder } from '../../../src/site-worker/sim-responder.ts';
import { SCRIPT_HEADER } from '../../../src/core/sim/endpoint-handler.ts';
import { LAB_SCRIPTED_MODELS } from '../../../src/core/labs/lab-registry.ts';
import { policyName } from '../../../src/core/eval/policy-name.ts';
import { PERFECT_KNOBS } from '../../../src/core/eval/policy-spec.ts';
import { apiShape } from '../../../src/core/shapes/provider-ids.ts';

/** The keys the lab's clients send each provider's simulators, from their shapes. */
const LAB_API_KEYS = { openai: apiShape('openai-chat').labKey, anthropic: apiShape('anthropic').labKey, gemini: apiShape('gemini').labKey };

const SCOPE = 'https://school.example/some/sub/';
// The lab's own key: without a wire-profile header the simulators check keys, as the real APIs do.
const post = (path: string, body: unknown) =>
  new Request(`${SCOPE}sim${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${LAB_API_KEYS.openai}` },
    body: JSON.stringify(body),
  });

describe("the site worker's simulators", () => {
  const sims = simResponder(SCOPE);

  it('answer only under <scope>sim/', () => {
    expect(sims.matches(new URL(`${SCOPE}sim/openai/v1/responses`))).toBe(true);
    expect(sims.matches(new URL(`${SCOPE}assets/index.js`))).toBe(false);
    expect(sims.matches(new URL('https://school.example/sim/openai/v1/responses'))).toBe(false);
  });

  it("answer the lesson's correcto on the Responses API with its first move, the script header included", async () => {
    const response = await sims.respond(post('/openai/v1/responses', { model: 'correcto', input: '¿Cuánto varió BUSI?' }));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.headers.get(SCRIPT_HEADER)!)).toMatchObject({ results: 0 });
    const body = (await response.json()) as { output: { type: string; name?: string }[] };
    expect(body.output.filter((o) => o.type === 'function_call').map((o) => o.name)).toEqual(['precio', 'precio']);
  });

  it("serve every companion lab's scripted model too, and name a model there is none of", async () => {
    for (const model of LAB_SCRIPTED_MODELS) {
      const response = await sims.respond(post('/openai/v1/responses', { model: model.name, input: 'x' }));
      expect(response.status, model.name).not.toBe(404);
    }
    const unknown = await sims.respond(post('/openai/v1/responses', { model: 'no-such-model', input: 'x' }));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('no-such-model');
  });

  it("serve the eval's seeded policies, rebuilt from the model's name, on the Gemini path too", async () => {
    const model = policyName({ intent: { kind: 'close', ticker: 'BUSI', fecha: '2024-03-16' }, design: 'basic', protocol: 'native', seed: 1, knobs: PERFECT_KNOBS });
    const response = await sims.respond(post('/openai/v1/responses', { model, input: '¿Cuál fue el cierre de BUSI el 2024-03-16?' }));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.headers.get(SCRIPT_HEADER)!)).toMatchObject({ rule: 'ask_price' });
    const body = (await response.json()) as { output: { type: string; arguments?: string }[] };
    expect(body.output.find((o) => o.type === 'function_call')?.arguments).toBe('{"ticker":"BUSI","fecha":"2024-03-16"}');
    const gemini = await sims.respond(
      new Request(`${SCOPE}sim/gemini/v1beta/models/${encodeURIComponent(model)}:generateContent`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-goog-api-key': LAB_API_KEYS.gemini },
        body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'x' }] }] }),
      }),
    );
    expect(gemini.status).toBe(200);
  });

  it('a path no simulator has is a 404 that names it', async () => {
    const response = await sims.respond(post('/nowhere', {}));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'no simulated API answers POST /some/sub/sim/nowhere' });
  });
});
