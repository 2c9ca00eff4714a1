// A guardrail's note on a Spanish page is Spanish, its variable parts kept: every note the loop wrote in the golden
// traces (repetition, step limit, allowlist) and a token limit's and an output cap's, played through the real loop; in
// English, the trace's own note, its counts in the page's number style.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { GuardrailEvent, Trace } from '../../../../../src/core/agent/trace.ts';
import { guardWording } from '../../../../../src/ui/common/trace/guard-wording.ts';
import { GOLDEN_DIR, inputStems, TRACE_SUFFIX } from '../../../../golden/golden-files.ts';
import { useSimulators } from '../../../core/sim/sim-fixture.ts';

const sim = useSimulators();

const guardsOf = (trace: Trace) => trace.events.filter((e): e is GuardrailEvent => e.type === 'guardrail');
const ENGLISH = /\b(already|called|these|steps|without|answer|would|pass|limit|characters|cut|among|offered|tools)\b/;

describe('guardWording', () => {
  it('says the lesson\'s notes in Spanish', () => {
    expect(guardWording('repetition', 'precio already called with these arguments', 'es')).toBe('precio ya se llamó con estos argumentos');
    expect(guardWording('step_limit', '6 steps without an answer', 'es')).toBe('6 pasos sin respuesta');
    expect(guardWording('repetition', 'precio already called with these arguments', 'en')).toBe('precio already called with these arguments');
  });

  it("writes the counts in the page's number style", () => {
    expect(guardWording('token_limit', '7242 + 1260 tokens would pass the limit of 8000', 'en')).toBe('7,242 + 1,260 tokens would pass the limit of 8,000');
    expect(guardWording('token_limit', '7242 + 1260 tokens would pass the limit of 80000', 'es')).toBe('7242 + 1260 tokens pasarían del límite de 80.000');
  });

  it('words a denied approval with who denied it', () => {
    expect(guardWording('approval', 'set_light was denied (person)', 'es')).toBe('set_light fue denegada por la persona');
    expect(guardWording('approval', 'set_light was denied (nobody)', 'en')).toBe('set_light was denied (no one to ask)');
  });

  it('leaves a note it does not know as written (a JSON parser\'s own message)', () => {
    expect(guardWording('args_json', "Expected ',' or '}' after property value in JSON at position 20", 'es')).toBe("Expected ',' or '}' after property value in JSON at position 20");
  });

  it('has Spanish for every note of the golden traces and for a token limit', async () => {
    // The question sets' golden files hold a report, not a trace.
    const read = (stem: string) => (JSON.parse(readFileSync(join(GOLDEN_DIR, `${stem}${TRACE_SUFFIX}`), 'utf8')) as { trace?: Trace }).trace;
    const golden = (await inputStems()).flatMap((stem) => read(stem) ?? []);
    const tokenLimited = await sim.run({ provider: 'anthropic', scenario: 'bucle', limits: { maxTokens: 1000 } });
    const capped = await sim.run({ provider: 'anthropic', scenario: 'bucle', limits: { maxOutputChars: 20 } });
    const notes = [...golden, tokenLimited, capped].flatMap(guardsOf).filter((g) => g.guard !== 'args_json');
    expect(new Set(notes.map((g) => g.guard))).toEqual(new Set(['repetition', 'step_limit', 'allowlist', 'output_cap', 'token_limit', 'approval']));
    const english = notes.map((g) => guardWording(g.guard, g.detail, 'es')).filter((es) => ENGLISH.test(es));
    expect(english).toEqual([]);
  });
});
