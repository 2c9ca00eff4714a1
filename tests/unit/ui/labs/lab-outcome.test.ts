// A lab run in the outcome strip: the loop's five figures and the course's iterations (turns that asked for tools,
// not requests), each against the run shown before; an imported trace, without the lab's figures, has the five.
import { describe, expect, it } from 'vitest';
import { TRANSPORT, useLabSimulators } from '../../core/labs/lab-fixture.ts';
import { simulatedBackend } from '../../../../src/core/sim/simulated-backend.ts';
import { outcomeItems } from '../../../../src/ui/common/outcome/outcome-items.ts';
import { labOutcome } from '../../../../src/ui/labs/lab-outcome.ts';
import { readLabState } from '../../../../src/ui/labs/lab-params.ts';
import { playScenario } from '../../../../src/ui/labs/lab-plays.ts';

const sim = useLabSimulators();
const anthropic = () => simulatedBackend({ provider: 'anthropic', transport: TRANSPORT, countTokens: sim.countTokens });

describe('labOutcome', () => {
  it("max_iteraciones capped at 2 steps, then freed by the link's 4: the iterations and steps against the run before", async () => {
    const capped = await playScenario(anthropic(), readLabState('asistente', { scenario: 'max_iteraciones' }), {});
    const freed = await playScenario(anthropic(), readLabState('asistente', { scenario: 'max_iteraciones', steps: '4' }), {});
    const before = labOutcome(capped.trace, capped.outcome);
    expect(before.own).toEqual([{ what: 'iterations', name: { en: 'Iterations', es: 'Iteraciones' }, n: 2 }]);
    const items = outcomeItems(labOutcome(freed.trace, freed.outcome), before, 'en');
    expect(items.map((i) => [i.what, i.value, i.change ?? null])).toEqual([
      ['verdict', 'OK', 'was 1 finding'],
      ['end', 'answered', 'was step limit'],
      ['steps', '4', '+2'],
      ['errors', '0', null],
      ['tokens', '1,694', '+1,129'],
      ['iterations', '3', '+1'],
    ]);
    const es = outcomeItems(labOutcome(freed.trace, freed.outcome), before, 'es');
    expect(es.at(-1)).toMatchObject({ name: 'Iteraciones', value: '3', change: '+1' });
  });

  it('an imported trace has only the loop\'s five figures', async () => {
    const record = await playScenario(anthropic(), readLabState('hogar', {}), {});
    expect(labOutcome(record.trace)).toEqual(record.trace.summary);
  });
});
