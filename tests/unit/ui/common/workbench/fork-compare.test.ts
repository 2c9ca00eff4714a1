// The comparison of the lesson's acceptance fork on every API shape, as the page lays it out: the original and the
// fork part at step 1's row (the edited close), nowhere before, and the fork's column is titled by what was edited.
// The page itself is checked on one shape in tests/e2e/forks.spec.ts; the rows and titles are the same code for all.
import { describe, expect, it } from 'vitest';
import type { ResultEvent } from '../../../../../src/core/agent/trace.ts';
import { PROVIDER_IDS } from '../../../../../src/core/shapes/provider-ids.ts';
import { editText, uiOf } from '../../../../../src/ui/common/trace/kinds/run-kind-uis.ts';
import { firstDifferentRow } from '../../../../../src/ui/common/workbench/compare-rows.ts';
import { useSimulators } from '../../../core/sim/sim-fixture.ts';

const sim = useSimulators();

describe.each(PROVIDER_IDS)('the acceptance fork compared on %s', (provider) => {
  it('parts from the original at step 1, with one edited line there, titled "result 2 of step 1 edited"', async () => {
    const original = await sim.run({ provider, scenario: 'correcto' });
    const second = original.events.filter((e): e is ResultEvent => e.type === 'result')[1];
    const edit = { kind: 'result' as const, step: 1, call: 1, text: second!.wireText.replace('27.88', '30') };
    const fork = await sim.run({ provider, scenario: 'correcto', fork: { edits: [edit] } });

    const [a, b] = [uiOf(original).column(original, 'en').rows ?? [], uiOf(fork).column(fork, 'en').rows ?? []];
    const parted = firstDifferentRow(a, b);
    expect(parted).toBeDefined();
    expect(b[parted!]!.label).toBe(a[parted!]!.label);
    expect(b[parted!]!.lines.filter((line) => line.edited)).toEqual([expect.objectContaining({ kind: 'result', text: expect.stringContaining('30') })]);
    expect(b.slice(0, parted)).toEqual(a.slice(0, parted));
    expect(b.at(-1)!.lines.at(-1)).toMatchObject({ kind: 'answer', text: expect.stringContaining('14.55 %') });
    expect(a.at(-1)!.lines.at(-1)).toMatchObject({ kind: 'answer', text: expect.stringContaining('6.45 %') });
    expect(editText(edit, 'en')).toBe('result 2 of step 1 edited');
  });
});
