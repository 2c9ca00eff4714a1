// What the comparison marks and says between runs: every changed value in both runs (not only where they first part),
// for a loop's run and a plan's; each figure's change against run A in words; the order of the columns (the earlier
// run first, lettered A, B…); and Keep, which says where the run went and keeps a run once.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlanTrace, ResultEvent, RunEdit, Trace } from '../../../../../src/core/agent/index.ts';
import { uiOf } from '../../../../../src/ui/common/trace/kinds/run-kind-uis.ts';
import { compareMarks } from '../../../../../src/ui/common/workbench/compare-diff.ts';
import { columnDeltas } from '../../../../../src/ui/common/workbench/compare-deltas.ts';
import { columnLetter, columnOrder } from '../../../../../src/ui/common/workbench/compare-order.ts';
import type { CompareRow } from '../../../../../src/ui/common/workbench/compare-rows.ts';
import { roleWords } from '../../../../../src/ui/common/workbench/compare-texts.ts';
import { comparison } from '../../../../../src/ui/common/workbench/comparison.ts';
import { deltaWords } from '../../../../../src/ui/common/workbench/delta-text.ts';
import { RunHost } from '../../../../../src/ui/common/workbench/run-host.svelte.ts';
import { useSimulators } from '../../../core/sim/sim-fixture.ts';
import { planRuns } from '../../../core/trace-io/trace-io-fixture.ts';

const sim = useSimulators();
const rowsOf = (trace: Trace | PlanTrace) => uiOf(trace).column(trace, 'en').rows ?? [];
/** The marked lines of a column, as `row label: text`. */
const marked = (rows: readonly CompareRow[], marks: { lines: boolean[] }[]) =>
  rows.flatMap((row, i) => row.lines.filter((_, l) => marks[i]?.lines[l]).map((line) => `${row.label}: ${line.text}`));

describe('every changed value, marked in both runs', () => {
  let original: Trace;
  let fork: Trace;
  beforeAll(async () => {
    original = await sim.run({ provider: 'anthropic', scenario: 'correcto' });
    const first = original.events.find((e): e is ResultEvent => e.type === 'result');
    const text = first!.wireText.replace('26.19', '20.00');
    fork = await sim.run({ provider: 'anthropic', scenario: 'correcto', fork: { edits: [{ kind: 'result', step: 1, call: 0, text }] } });
  });

  it('a close edited to 20.00: its result, the calculator asked and its result, and the answer, in A and in B', () => {
    const [a, b] = [rowsOf(original), rowsOf(fork)];
    const [marksA, marksB] = compareMarks([a, b]);
    const expected = (rows: readonly CompareRow[]) => [rows[0]!.lines[1]!, ...rows[1]!.lines, rows[2]!.lines.at(-1)!].map((l) => l.text);
    expect(marked(a, marksA!).map((m) => m.slice(3))).toEqual(expected(a));
    expect(marked(b, marksB!).map((m) => m.slice(3))).toEqual(expected(b));
    // The calculator's row and the answer's row are both marked, not only the first difference.
    expect(marked(a, marksA!).join('\n')).toMatch(/2: calculadora\(.*26\.19.*\n2: → .*6\.4528[\s\S]*3: El cierre de BUSI varió un 6\.45 %/);
    expect(marked(b, marksB!).join('\n')).toMatch(/2: calculadora\(.*27\.88\/20.*\n2: → .*39\.4[\s\S]*3: El cierre de BUSI varió un 39\.40 %/);
    // What did not change is not marked: both asked for the two closes alike.
    expect(marksB![0]!.lines.slice(0, 1)).toEqual([false]);
    expect(marksA!.map((m) => m.changed)).toEqual([true, true, true]);
  });

  it('a row only one run has is changed throughout; a run still playing marks nothing; A is marked where any run differs', () => {
    const row = (label: string, ...texts: string[]): CompareRow => ({ label, lines: texts.map((text) => ({ kind: 'call', text })) });
    const a = [row('1', 'x', 'y')];
    const b = [row('1', 'x', 'y'), row('2', 'z')];
    const c = [row('1', 'x', 'w')];
    const [ma, mb, mc, md] = compareMarks([a, b, c, undefined]);
    expect(mb!.map((m) => m.lines)).toEqual([[false, false], [true]]);
    expect(mb!.map((m) => m.changed)).toEqual([false, true]);
    expect(mc![0]!.lines).toEqual([false, true]);
    // A's row 1: its y differs from C's; its missing row 2 differs from B's.
    expect(ma!.map((m) => [m.lines, m.changed])).toEqual([[[false, true], true], [[], true]]);
    expect(md!.every((m) => !m.changed)).toBe(true);
    // A line moved within its row is the same value; a plan's stage beside a loop's step differs throughout.
    expect(compareMarks([[row('1', 'x', 'y')], [row('1', 'y', 'x')]])[1]![0]!.lines).toEqual([false, false]);
    expect(compareMarks([[row('1', 'x')], [row('1. extract', 'x')]])[1]![0]!.lines).toEqual([true]);
  });

  it('the deltas of that fork against A: the same steps, errors and verdict; the tokens as counted', () => {
    const columns = [original, fork].map((trace, i) => ({ id: String(i), letter: columnLetter(i), title: '', role: { kind: 'current' as const }, settings: '', edits: [], ...uiOf(trace).column(trace, 'en') }));
    const compared = comparison(columns, () => undefined);
    expect(compared.deltas[0]).toBeUndefined();
    expect(compared.deltas[1]?.map((d) => d.what)).toEqual(['steps', 'errors', 'tokens', 'verdict']);
    expect(compared.deltas[1]?.find((d) => d.what === 'steps')).toEqual({ what: 'steps', from: 3, to: 3 });
    expect(compared.parts).toEqual([undefined, 0]);
    expect(compared.labels).toEqual(['1', '2', '3']);
  });
});

describe("a plan's stages, marked in both runs", () => {
  it('an edited close: the compute stage and the sentence are marked, the extraction not', async () => {
    const plan = (await planRuns()).find((p) => p.label === 'fecha_europea')!.planTrace;
    const forked: PlanTrace = structuredClone(plan);
    for (const stage of forked.stages) {
      if (stage.stage === 'compute') stage.calls[0]!.output = { resultado: { cierre: 20 } } as never;
      if (stage.stage === 'write') stage.sentence = 'El cierre de BUSI varió un 39.40 % entre 2024-03-15 y 2024-03-22.';
    }
    const [a, b] = [rowsOf(plan), rowsOf(forked)];
    const marks = compareMarks([a, b]);
    for (const m of marks) expect(m.map((cell) => cell.changed)).toEqual(a.map((r) => r.label === '2. compute' || r.label === '3. write'));
    expect(marked(b, marks[1]!)).toEqual([expect.stringMatching(/^2\. compute: precio\(.*"cierre":20/), '3. write: El cierre de BUSI varió un 39.40 % entre 2024-03-15 y 2024-03-22.']);
  });
});

describe('the deltas against A, in words', () => {
  const figures = { steps: 3, errors: 0, tokens: 643, findings: 0 };
  it('leaves out unknown tokens and costs, and says each change in both languages', () => {
    expect(columnDeltas(figures, { ...figures, tokens: null }).map((d) => d.what)).toEqual(['steps', 'errors', 'verdict']);
    expect(columnDeltas({ ...figures, cost: 0.002 }, { ...figures }).map((d) => d.what)).not.toContain('cost');
    const deltas = columnDeltas({ ...figures, cost: 0.0021 }, { steps: 6, errors: 1, tokens: 1500, findings: 2, cost: 0.0034 });
    expect(deltas.map((d) => deltaWords(d, 'en'))).toEqual([
      { name: 'steps', values: '3 → 6', change: '+3', changed: true },
      { name: 'tool errors', values: '0 → 1', change: '+1', changed: true },
      { name: 'tokens', values: '643 → 1,500', change: '+857', changed: true },
      { name: 'cost', values: '$0.0021 → $0.0034', change: '+$0.0013', changed: true },
      { name: 'verdict', values: 'OK → 2 findings', changed: true },
    ]);
    expect(deltaWords({ what: 'steps', from: 3, to: 3 }, 'es')).toEqual({ name: 'pasos', values: '3, igual', changed: false });
    expect(deltaWords({ what: 'tokens', from: 1500, to: 643 }, 'es')).toMatchObject({ values: '1500 → 643', change: '−857' });
  });
});

describe('the order of the columns', () => {
  it('kept runs first, each followed by its forks, then the selected run and its forks, then imported runs', () => {
    const entries = [
      { id: 'k1' },
      { id: 'k2', parent: 'current' },
      { id: 'k3', parent: 'k1' },
      { id: 'k4', parent: 'k2' },
      { id: 'k5', parent: 'k9' },
    ];
    expect(columnOrder(entries, ['i1'])).toEqual(['k1', 'k3', 'k5', 'current', 'k2', 'k4', 'i1']);
    expect([0, 1, 25, 26, 27].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB']);
  });
});

const traceNamed = (question: string) =>
  ({ question, events: [], summary: { steps: 0, calls: 0, errors: 0, tokens: 0, answer: null, end: { kind: 'answered' }, findings: [] } }) as unknown as Trace;

function host(scenario: () => string) {
  const made = new RunHost<string>({
    play: async (recipe, edits) => `${recipe.scenario}+${edits.length}`,
    traceOf: (record) => traceNamed(record),
    titleOf: (recipe) => `${recipe.scenario} on Anthropic`,
    lang: () => 'en',
    ownRecipe: () => ({ scenario: scenario() }),
    currentTitle: () => 'own',
    fileRun: (record, label) => ({ label, trace: traceNamed(record) }),
  });
  // The page's own run, done.
  made.runs.play('own', async () => 'own');
  return made;
}

describe('Keep, and the columns it makes', () => {
  it('says "kept as A"; a second Keep of the same run adds nothing and says it is kept already', () => {
    let scenario = 'bucle';
    const view = host(() => scenario);
    const keep = () => view.keep({ scenario });
    expect(view.keepAndSay(keep)).toEqual({ letter: 'A', again: false });
    expect(view.keepAndSay(keep)).toEqual({ letter: 'A', again: true });
    expect(view.entries).toHaveLength(1);
    // The page's run, its settings changed, comes after the kept one: A before B.
    scenario = 'correcto';
    expect(view.compareColumns.map((c) => [c.letter, c.id, c.role.kind, c.settings])).toEqual([
      ['A', 'k1', 'kept', 'bucle on Anthropic'],
      ['B', 'current', 'current', 'correcto on Anthropic'],
    ]);
    expect(view.keepAndSay(keep)).toEqual({ letter: 'B', again: false });
    expect(view.keepAndSay(() => undefined)).toBeNull();
  });

  it('puts a fork after the run it forks, headed by its parent letter and its edit', () => {
    const view = host(() => 'correcto');
    const edit: RunEdit = { kind: 'result', step: 1, call: 1, text: '{"resultado": {"cierre": 30}}' };
    view.forkShown(edit);
    expect(view.compareColumns.map((c) => [c.letter, c.id, c.role, c.edits])).toEqual([
      ['A', 'current', { kind: 'current' }, []],
      ['B', 'k1', { kind: 'fork', n: 1, of: 'A' }, ['result 2 of step 1 edited']],
    ]);
    expect(view.compareColumns.map((c) => [roleWords(c.role, 'en'), roleWords(c.role, 'es')])).toEqual([
      ['Selected run', 'Ejecución elegida'],
      ['Fork 1 of A', 'Bifurcación 1 de A'],
    ]);
  });
});
