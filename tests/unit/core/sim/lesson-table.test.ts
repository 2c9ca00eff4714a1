// The lesson's table and its 30-step loop series, reproduced exactly with the lesson's wire profile: the same
// scripts, through the official SDKs and the real loop, counted with o200k_base on the bytes the simulator got.
import { describe, expect, it } from 'vitest';
import type { RequestEvent } from '../../../../src/core/agent/trace.ts';
import { useSimulators } from './sim-fixture.ts';

const sim = useSimulators();

const ANSWER = 'El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.';

// scenario, provider, steps, calls, errors, tokens, final answer: the lesson's printed output.
const LESSON_TABLE = [
  ['correcto', 'openai-responses', 3, 3, 0, 630, ANSWER],
  ['correcto', 'anthropic', 3, 3, 0, 643, ANSWER],
  ['herramienta_equivocada', 'openai-responses', 2, 1, 0, 221, 'BUSI subió por la oferta de compra de un fondo.'],
  ['herramienta_equivocada', 'anthropic', 2, 1, 0, 235, 'BUSI subió por la oferta de compra de un fondo.'],
  ['argumentos_inventados', 'openai-responses', 4, 4, 1, 1065, ANSWER],
  ['argumentos_inventados', 'anthropic', 4, 4, 1, 1101, ANSWER],
  ['bucle', 'openai-responses', 6, 6, 5, 1643, null],
  ['bucle', 'anthropic', 6, 6, 5, 1763, null],
] as const;

const tokensPerRequest = (events: readonly { type: string }[]) =>
  events.filter((e): e is RequestEvent => e.type === 'request').map((e) => e.tokens as number);

describe("the lesson's table", () => {
  it.each(LESSON_TABLE)('%s on %s: %i steps, %i calls, %i errors, %i tokens', async (scenario, provider, steps, calls, errors, tokens, answer) => {
    const trace = await sim.run({ provider, scenario });
    expect(trace.summary).toMatchObject({ steps, calls, errors, tokens, answer });
    expect(trace.summary.end.kind).toBe(answer === null ? 'step_limit' : 'answered');
  });

  it("counts each request body's tokens as the lesson did (Anthropic, correct case: 53 + 250 + 340)", async () => {
    const trace = await sim.run({ provider: 'anthropic', scenario: 'correcto' });
    expect(tokensPerRequest(trace.events)).toEqual([53, 250, 340]);
  });
});

describe('the loop without a step limit (Anthropic, 30 steps)', () => {
  it('grows linearly per request and quadratically in total: 1,763 / 6,818 / 41,639', async () => {
    const trace = await sim.run({
      provider: 'anthropic',
      scenario: 'bucle',
      switches: { stepLimit: false, tokenLimit: false },
      limits: { runCap: 30 },
    });
    const perRequest = tokensPerRequest(trace.events);
    expect(perRequest).toHaveLength(30);
    expect(perRequest.slice(0, 6)).toEqual([53, 160, 251, 342, 433, 524]);
    expect(perRequest.slice(24, 30)).toEqual([2253, 2344, 2435, 2526, 2617, 2708]);
    const cumulative = perRequest.map((_, i) => perRequest.slice(0, i + 1).reduce((a, b) => a + b, 0));
    expect([cumulative[5], cumulative[11], cumulative[29]]).toEqual([1763, 6818, 41639]);
    expect(trace.summary.end).toEqual({ kind: 'run_cap', maxSteps: 30 });
    // Every repetition after the first call is refused: 29 errors, one executed call.
    expect(trace.summary.errors).toBe(29);
  });
});
