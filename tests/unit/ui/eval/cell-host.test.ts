// An opened eval cell on the run host: a run shown gets its trace once (or says it is not here); a fork plays at
// once from the trace on screen, a fork of a fork with both edits (as the edit's kind of run keeps them), each cell
// with its own; a fork that could not be played keeps the reason; a kept run is its trace again, not a replay; the
// shown run, the forks and the kept runs are compared; a file carries the shown run first, a plan as a plan.
import { describe, expect, it } from 'vitest';
import type { PlanTrace, Trace } from '../../../../src/core/agent/index.ts';
import type { EvalResult } from '../../../../src/core/eval/index.ts';
import { forkEdits as nextEdits } from '../../../../src/core/run/index.ts';
import { cellForks, cellHost, forkNow, keepShown, showRun, type CellPage, type EvalPlayed } from '../../../../src/ui/eval/cell-host.ts';
import { result } from './eval-result-fixture.ts';

/** Stand-in traces, empty but for what tells their kind and what the comparison reads. */
const reactTrace = (question: string) =>
  ({ question, events: [], summary: { steps: 0, calls: 0, errors: 0, tokens: 0, answer: null, end: { kind: 'answered' }, findings: [] } }) as unknown as Trace;
const planTrace = { stages: [], findings: [], answer: 'plan' } as unknown as PlanTrace;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const resultEdit = { kind: 'result', step: 1, call: 0, text: '{"resultado": 1}' } as const;
const replyEdit = { kind: 'reply', step: 2, reply: { kind: 'text', text: 'No.' } } as const;

function hosts(overrides: Partial<CellPage> = {}) {
  const played: { run: string; edits: readonly unknown[]; parent: unknown }[] = [];
  const fetched: string[] = [];
  const page: CellPage = {
    playFork: (run, fork) => {
      played.push({ run: run.taskId, edits: fork.edits, parent: fork.parent?.trace });
      return Promise.resolve({ result: result({ taskId: run.taskId, answer: `fork ${played.length}`, passed: false }), trace: reactTrace(`fork ${played.length}`) });
    },
    traceOf: (r: EvalResult) => {
      fetched.push(`${r.taskId}/${r.run}`);
      return Promise.resolve(r.design === 'plan-and-execute' ? planTrace : reactTrace(r.taskId));
    },
    lang: () => 'en',
    ...overrides,
  };
  return { host: () => cellHost(page), played, fetched };
}

describe('nextEdits', () => {
  it('keeps the parent’s edits before the new one’s step, and a plan’s before its stage', () => {
    const reply = { kind: 'reply', step: 1, reply: { kind: 'text', text: 'x' } } as const;
    const late = { kind: 'result', step: 3, call: 0, text: '1' } as const;
    expect(nextEdits([reply, late], { kind: 'result', step: 2, call: 0, text: '2' })).toEqual([reply, { kind: 'result', step: 2, call: 0, text: '2' }]);
    const extract = { kind: 'stage-reply', stage: 'extract', attempt: 1, text: '{}' } as const;
    const write = { kind: 'stage-reply', stage: 'write', attempt: 1, text: 'ok' } as const;
    expect(nextEdits([extract, write], { kind: 'stage-result', call: 0, text: '3' })).toEqual([extract, { kind: 'stage-result', call: 0, text: '3' }]);
  });
});

describe('a cell on its run host', () => {
  it('shows a run once its trace is in, and a file carries it under its task and number', async () => {
    const { host: make, fetched } = hosts();
    const host = make();
    const run = result({ taskId: 'close-BUSI-2024-03-15', run: 1 });
    showRun(host, run);
    expect(host.shownState?.status).toBe('running');
    await settled();
    expect(host.shownRecord).toEqual({ result: run, trace: reactTrace('close-BUSI-2024-03-15') });
    expect(host.shownTrace).toEqual(reactTrace('close-BUSI-2024-03-15'));
    expect(host.fileRuns()).toEqual([{ label: 'close-BUSI-2024-03-15, run 2', trace: reactTrace('close-BUSI-2024-03-15') }]);
    // Shown again: its trace is not asked for again.
    showRun(host, run);
    expect(fetched).toEqual(['close-BUSI-2024-03-15/1']);
  });

  it('plays a fork of the shown run, then a fork of that fork with both edits, from the trace on screen; each cell its own', async () => {
    const { host: make, played } = hosts();
    const host = make();
    const run = result({ taskId: 'change-BUSI', run: 0 });
    showRun(host, run);
    await settled();
    forkNow(host, resultEdit);
    expect(host.shown).toBe('k1');
    expect(host.shownState?.status).toBe('running');
    await settled();
    expect(host.shownRecord?.result.answer).toBe('fork 1');
    expect(played[0]).toEqual({ run: 'change-BUSI', edits: [resultEdit], parent: reactTrace('change-BUSI') });
    expect(host.titleOf(cellForks(host)[0]!)).toBe('Fork 1 of change-BUSI, run 1: result 1 of step 1 edited');

    forkNow(host, replyEdit);
    await settled();
    expect(cellForks(host).map((f) => ({ id: f.id, parent: f.parent }))).toEqual([{ id: 'k1', parent: 'current' }, { id: 'k2', parent: 'k1' }]);
    expect(played[1]).toEqual({ run: 'change-BUSI', edits: [resultEdit, replyEdit], parent: reactTrace('fork 1') });
    // The shown fork, its parent and the run are compared; a file carries the shown fork first, then the others.
    expect(host.comparing).toBe(true);
    expect(host.compareColumns.map((c) => [c.id, c.shown])).toEqual([['current', false], ['k1', false], ['k2', true]]);
    expect(host.fileRuns().map((r) => r.label)).toEqual([host.titleOf(cellForks(host)[1]!), 'change-BUSI, run 1', host.titleOf(cellForks(host)[0]!)]);

    // Another cell's host has none; a fork removed is gone from the list.
    expect(cellForks(make())).toEqual([]);
    host.remove('k1');
    expect(cellForks(host).map((f) => f.id)).toEqual(['k2']);
  });

  it('keeps a fork that could not be played, with the reason; a run whose trace is not here says so', async () => {
    const host = hosts({ playFork: () => Promise.reject(new Error('Load the local model first')) }).host();
    showRun(host, result({}));
    await settled();
    forkNow(host, resultEdit);
    await settled();
    expect(host.shownState).toMatchObject({ status: 'failed', message: 'Load the local model first' });
    const gone = hosts({ traceOf: () => Promise.resolve(undefined) }).host();
    showRun(gone, result({}));
    await settled();
    expect(gone.shownState?.status).toBe('failed');
    expect(gone.shownTrace).toBeUndefined();
  });

  it('keeps a run for comparison as its own trace (not a fork, not a replay), and exports a plan as a plan', async () => {
    const { host: make, played } = hosts();
    const host = make();
    const first = result({ design: 'plan-and-execute', taskId: 'close-A', run: 0, backend: 'policy:anthropic' });
    const second = result({ design: 'plan-and-execute', taskId: 'close-B', run: 0, backend: 'policy:anthropic' });
    showRun(host, first);
    await settled();
    keepShown(host);
    showRun(host, second);
    await settled();
    expect(cellForks(host)).toEqual([]);
    expect(played).toEqual([]);
    const kept = host.entries[0]!;
    expect(host.titleOf(kept)).toBe('Kept: close-A, run 1');
    expect((host.stateOf(kept) as { value?: EvalPlayed }).value).toEqual({ result: first, trace: planTrace });
    // The kept run, the earlier, is A.
    expect(host.compareColumns.map((c) => [c.letter, c.title, c.figures?.answer])).toEqual([['A', 'Kept: close-A, run 1', 'plan'], ['B', 'close-B, run 1', 'plan']]);
    expect(host.fileRuns()[0]).toEqual({ label: 'close-B, run 1', planTrace, backend: 'policy:anthropic' });
  });
});
