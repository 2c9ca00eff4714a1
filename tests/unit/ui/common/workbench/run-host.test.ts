// The run host every page with runs uses: which run is shown (the page's own, a fork, an imported run) with its
// state, record, trace and name (the presenter view's title); a fork of what is shown; the runs a file carries,
// shown first; the presenter key only while a trace is on screen.
import { describe, expect, it } from 'vitest';
import type { RunEdit, Trace } from '../../../../../src/core/agent/index.ts';
import type { RunState } from '../../../../../src/ui/common/runs/run-store.svelte.ts';
import { RunHost } from '../../../../../src/ui/common/workbench/run-host.svelte.ts';

/** A stand-in trace, empty but for its question: the host hands it on, and the comparison reads its events and summary. */
const traceNamed = (question: string) =>
  ({ question, events: [], summary: { steps: 0, calls: 0, errors: 0, tokens: 0, answer: null, end: { kind: 'answered' }, findings: [] } }) as unknown as Trace;

function host(current: { state: RunState<string> | undefined }) {
  return new RunHost<string>({
    play: async (recipe, edits) => `${recipe.scenario}+${edits.length}`,
    traceOf: (record) => traceNamed(record),
    titleOf: (recipe) => recipe.scenario ?? '?',
    lang: () => 'en',
    current: () => ({ recipe: { scenario: 'correcto' }, state: current.state }),
    currentTitle: () => 'correcto (page)',
    fileRun: (record, label) => ({ label, trace: traceNamed(record) }),
  });
}

const edit: RunEdit = { kind: 'result', step: 1, call: 1, text: '{"resultado": {"cierre": 30}}' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('RunHost', () => {
  it("shows the page's own run, then a fork of it once played, then an imported run; a file carries the shown run first", async () => {
    const page = { state: { status: 'done', key: 'current', value: 'own' } as RunState<string> | undefined };
    const view = host(page);
    expect(view.shownRecord).toBe('own');
    expect(view.shownTrace).toEqual(traceNamed('own'));
    expect(view.fileRuns()).toEqual([{ label: 'correcto (page)', trace: traceNamed('own') }]);
    expect(view.shownTitle).toBe('correcto (page)');

    view.forkShown(edit);
    expect(view.shown).toBe('k1');
    expect(view.workbench.entries[0]).toMatchObject({ parent: 'current', recipe: { scenario: 'correcto' }, edits: [edit] });
    // Not played yet: nothing is shown in its place, not the page's own run.
    expect(view.shownRecord).toBeUndefined();
    view.ensureAll('own');
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
    const plain = host({ state: undefined });
    plain.forkShown(edit);
    expect(plain.titleOf(plain.shownEntry!)).toMatch(/^Fork 1 of the selected run \(correcto\): /);
    const named = new RunHost<string>({
      play: async () => 'x',
      traceOf: (record) => traceNamed(record),
      titleOf: () => 'correcto',
      entryTitle: (entry) => `mine ${entry.id}`,
      lang: () => 'en',
      current: () => ({ recipe: { scenario: 'correcto' }, state: undefined }),
      currentTitle: () => 'correcto',
      fileRun: (record, label) => ({ label, trace: traceNamed(record) }),
    });
    named.forkShown(edit);
    expect(named.titleOf(named.shownEntry!)).toBe('mine k1');
  });

  it('P opens and closes the presenter view only while a trace is on screen', () => {
    const page = { state: undefined as RunState<string> | undefined };
    const view = host(page);
    const p = { key: 'p', altKey: false, ctrlKey: false, metaKey: false, target: null } as unknown as KeyboardEvent;
    view.presenterKey(p);
    expect(view.presenting).toBe(false);
    page.state = { status: 'done', key: 'current', value: 'own' };
    const shown = host(page);
    shown.presenterKey(p);
    expect(shown.presenting).toBe(true);
    shown.presenterKey(p);
    expect(shown.presenting).toBe(false);
  });
});
