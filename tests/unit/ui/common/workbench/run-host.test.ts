// The run host every page with runs uses, the one holder of its runs: the page's own run played in it (the one the
// page names, else the last played); which run is shown (the page's own, a fork, an imported run) with its state,
// record, trace and name (the presenter view's title); a fork of what is shown; the runs a file carries, shown
// first; the presenter key only while a trace is on screen.
import { describe, expect, it } from 'vitest';
import type { RunEdit, Trace } from '../../../../../src/core/agent/index.ts';
import { RunHost } from '../../../../../src/ui/common/workbench/run-host.svelte.ts';

/** A stand-in trace, empty but for its question: the host hands it on, and the comparison reads its events and summary. */
const traceNamed = (question: string) =>
  ({ question, events: [], summary: { steps: 0, calls: 0, errors: 0, tokens: 0, answer: null, end: { kind: 'answered' }, findings: [] } }) as unknown as Trace;

function host(ownKey?: () => string | undefined) {
  return new RunHost<string>({
    play: async (recipe, edits) => `${recipe.scenario}+${edits.length}`,
    traceOf: (record) => traceNamed(record),
    titleOf: (recipe) => recipe.scenario ?? '?',
    lang: () => 'en',
    ownRecipe: () => ({ scenario: 'correcto' }),
    ...(ownKey ? { ownKey } : {}),
    currentTitle: () => 'correcto (page)',
    fileRun: (record, label) => ({ label, trace: traceNamed(record) }),
  });
}

const edit: RunEdit = { kind: 'result', step: 1, call: 1, text: '{"resultado": {"cierre": 30}}' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RunHost', () => {
  it("shows the page's own run, then a fork of it once played, then an imported run; a file carries the shown run first", async () => {
    const view = host();
    view.runs.play('own', async () => 'own');
    expect(view.shownState?.status).toBe('running');
    await settle();
    expect(view.shownRecord).toBe('own');
    expect(view.shownTrace).toEqual(traceNamed('own'));
    expect(view.fileRuns()).toEqual([{ label: 'correcto (page)', trace: traceNamed('own') }]);
    expect(view.shownTitle).toBe('correcto (page)');

    view.forkShown(edit);
    expect(view.shown).toBe('k1');
    expect(view.entries[0]).toMatchObject({ parent: 'current', recipe: { scenario: 'correcto' }, edits: [edit] });
    // Not played yet: nothing is shown in its place, not the page's own run.
    expect(view.shownRecord).toBeUndefined();
    view.ensureAll(view.ownRecord);
    await settle();
    expect(view.shownState).toMatchObject({ status: 'done', value: 'correcto+1' });
    const [first, ...rest] = view.fileRuns();
    expect(first?.label).toBe(view.titleOf(view.shownEntry!));
    expect(view.shownTitle).toBe(first?.label);
    expect(first).toMatchObject({ trace: traceNamed('correcto+1') });
    // The page's own run follows, as a compared run.
    expect(rest).toEqual([{ label: 'correcto', trace: traceNamed('own') }]);

    view.addImported({ format: 'agent-loop-lab/trace-file@1', runs: [{ label: 'from a file', trace: traceNamed('imported') }] } as never);
    expect(view.shown).toBe('i1');
    expect(view.shownState).toBeUndefined();
    expect(view.shownTrace).toEqual(traceNamed('imported'));
    expect(view.fileRuns()[0]).toEqual({ label: 'from a file', trace: traceNamed('imported') });
    expect(view.shownTitle).toBe('from a file');
  });

  it('names an entry as the page says where it names its own, and as every page does otherwise', () => {
    const plain = host();
    plain.forkShown(edit);
    expect(plain.titleOf(plain.shownEntry!)).toMatch(/^Fork 1 of the selected run \(correcto\): /);
    const named = new RunHost<string>({
      play: async () => 'x',
      traceOf: (record) => traceNamed(record),
      titleOf: () => 'correcto',
      entryTitle: (entry) => `mine ${entry.id}`,
      lang: () => 'en',
      ownRecipe: () => ({ scenario: 'correcto' }),
      currentTitle: () => 'correcto',
      fileRun: (record, label) => ({ label, trace: traceNamed(record) }),
    });
    named.forkShown(edit);
    expect(named.titleOf(named.shownEntry!)).toBe('mine k1');
  });

  it("the page's own run is the one it names, whatever was played after it (#/apis's table); else the last played", async () => {
    let selected = 'a';
    const named = host(() => selected);
    named.runs.play('a', async () => 'run a');
    named.runs.play('b', async () => 'run b');
    await settle();
    expect(named.ownRecord).toBe('run a');
    selected = 'c';
    expect(named.own).toBeUndefined();
    const last = host();
    last.runs.play('a', async () => 'run a');
    last.runs.play('b', async () => 'run b');
    await settle();
    expect(last.ownRecord).toBe('run b');
  });

  it('plays its own run from a recipe as an entry without edits plays, keyed by the recipe', async () => {
    const view = host();
    view.playRecipe({ scenario: 'bucle' });
    await settle();
    expect(view.runs.latest).toBe(JSON.stringify({ scenario: 'bucle' }));
    expect(view.ownRecord).toBe('bucle+0');
  });

  it('P opens and closes the presenter view only while a trace is on screen', async () => {
    const view = host();
    const p = { key: 'p', altKey: false, ctrlKey: false, metaKey: false, target: null } as unknown as KeyboardEvent;
    view.presenterKey(p);
    expect(view.presenting).toBe(false);
    const shown = host();
    shown.runs.play('own', async () => 'own');
    await settle();
    shown.presenterKey(p);
    expect(shown.presenting).toBe(true);
    shown.presenterKey(p);
    expect(shown.presenting).toBe(false);
  });
});
