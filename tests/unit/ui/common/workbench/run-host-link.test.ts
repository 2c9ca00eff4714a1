// A page's bench through its link: forks (of forks), kept runs, the run shown and the step go into `w=` and come
// back the same in a fresh page; plan edits too; a hand-edited link is refused with a reason and changes nothing.
import { describe, expect, it } from 'vitest';
import type { PlanEdit, PlanTrace, RunEdit } from '../../../../../src/core/agent/index.ts';
import { RunHost } from '../../../../../src/ui/common/workbench/run-host.svelte.ts';
import { SHARE_PARAM } from '../../../../../src/ui/common/workbench/share-link.ts';

type Edit = RunEdit | PlanEdit;

function page() {
  return new RunHost<string, Edit>({
    play: async (recipe, edits) => JSON.stringify([recipe, edits]),
    traceOf: (record) => ({ question: record, stages: [], answer: null, end: 'answered', findings: [] }) satisfies PlanTrace,
    titleOf: (recipe) => recipe.scenario ?? '?',
    lang: () => 'en',
    ownRecipe: () => ({}),
    currentTitle: () => 'own',
    fileRun: (record, label) => ({ label, planTrace: { question: record, stages: [], answer: null, end: 'answered', findings: [] } }),
  });
}

describe('RunHost links', () => {
  it('round-trips every kind of state: a kept run, a fork, a fork of the fork, plan edits, the shown run and the step', () => {
    const view = page();
    const params = { provider: 'anthropic', scenario: 'correcto', lang: 'es', w: 'old' };
    view.keep(params);
    view.fork(params, { kind: 'result', step: 1, call: 1, text: '{"resultado": {"cierre": 30}}' });
    view.fork(params, { kind: 'reply', step: 3, reply: { kind: 'text', text: '¿ñ?' } });
    view.fork({ mode: 'plan' }, { kind: 'stage-result', call: 1, text: '{}' });
    expect(view.entries.map((e) => [e.id, e.parent, e.edits.length])).toEqual([
      ['k1', undefined, 0],
      ['k2', 'current', 1],
      ['k3', 'k2', 2],
      ['k4', 'k3', 1],
    ]);
    // The bench's recipes leave out what only says how the page is shown, and the link's own state.
    expect(view.entries[0]?.recipe).toEqual({ provider: 'anthropic', scenario: 'correcto' });

    const fresh = page();
    fresh.restore({ ...params, [SHARE_PARAM]: view.shared(5) });
    expect(fresh.entries).toEqual(view.entries);
    expect(fresh.shown).toBe('k4');
    expect(fresh.pendingStep).toBe(5);
    expect(fresh.linkProblem).toBe('');
    // New entries continue the numbering; a run kept already is not kept again.
    fresh.keep(params);
    expect(fresh.entries).toHaveLength(4);
    expect(fresh.lastKept).toEqual({ id: 'k1', again: true });
    fresh.keep({ ...params, scenario: 'bucle' });
    expect(fresh.entries.at(-1)?.id).toBe('k5');
  });

  it('a hand-edited link is refused with its reason, and the bench stays empty', () => {
    const view = page();
    view.restore({ [SHARE_PARAM]: 'garbage' });
    expect(view.linkProblem).not.toBe('');
    expect(view.entries).toEqual([]);
    expect(view.shown).toBe('current');
  });

  it('an imported run is shown, not put in the link', () => {
    const view = page();
    const trace = { format: 'agent-loop-lab/trace@1' } as never;
    expect(view.addImported({ format: 'agent-loop-lab/trace-file@1', runs: [{ label: 'mine', trace }] })).toBe(1);
    expect(view.shown).toBe('i1');
    const fresh = page();
    fresh.restore({ [SHARE_PARAM]: view.shared(null) });
    expect(fresh.shown).toBe('current');
    expect(fresh.imports).toEqual([]);
  });
});
