// The forks of the cells' runs: a fork plays at once with its parent's edits and the new one (as the edit's kind of
// run keeps them), lands in its cell, and says why when it could not be played.
import { describe, expect, it } from 'vitest';
import type { Trace } from '../../../../src/core/agent/index.ts';
import { forkEdits as nextEdits } from '../../../../src/core/run/index.ts';
import { CellForks } from '../../../../src/ui/eval/eval-forks.svelte.ts';
import { result } from './eval-result-fixture.ts';

const trace = { question: 'q' } as unknown as Trace;
const forkTrace = { question: 'q', edits: [] } as unknown as Trace;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

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

describe('CellForks', () => {
  it('plays a fork of a run, then a fork of that fork with both edits, each in its cell, its parent handed to the play', async () => {
    const played: { run: string; edits: readonly unknown[]; parent: unknown }[] = [];
    const forks = new CellForks((run, fork) => {
      played.push({ run: run.taskId, edits: fork.edits, parent: fork.parent?.trace });
      return Promise.resolve({ result: result({ taskId: run.taskId, answer: `fork ${played.length}`, passed: false }), trace: forkTrace });
    });
    const run = result({ taskId: 'close-BUSI-2024-03-15', run: 1 });
    const first = forks.make('cell-a', run, trace, { kind: 'result', step: 1, call: 0, text: '{"resultado": 1}' });
    expect(forks.get('cell-a', first.id)?.state.status).toBe('running');
    await settled();
    const done = forks.get('cell-a', first.id);
    expect(done?.state.status === 'done' && done.state.value.result.answer).toBe('fork 1');
    expect(played[0]).toMatchObject({ run: 'close-BUSI-2024-03-15', parent: trace });
    const second = forks.make('cell-a', run, forkTrace, { kind: 'reply', step: 2, reply: { kind: 'text', text: 'No.' } }, done);
    await settled();
    expect(forks.get('cell-a', second.id)).toMatchObject({ id: 'k2', parent: 'k1', of: run });
    expect(second.edits).toHaveLength(2);
    expect(played).toHaveLength(2);
    expect(played[1]).toMatchObject({ parent: forkTrace });
    forks.make('cell-b', run, trace, { kind: 'reply', step: 1, reply: { kind: 'text', text: 'x' } });
    expect(forks.inCell('cell-a').map((f) => f.id)).toEqual(['k1', 'k2']);
    expect(forks.inCell('cell-b').map((f) => f.id)).toEqual(['k1']);
    forks.remove('cell-a', 'k1');
    expect(forks.inCell('cell-a').map((f) => f.id)).toEqual(['k2']);
    expect(forks.inCell('cell-c')).toEqual([]);
  });

  it('keeps a fork that could not be played, with the reason', async () => {
    const forks = new CellForks(() => Promise.reject(new Error('Load the local model first')));
    const fork = forks.make('c', result({}), trace, { kind: 'reply', step: 1, reply: { kind: 'text', text: 'x' } });
    await settled();
    expect(forks.get('c', fork.id)?.state).toMatchObject({ status: 'failed', message: 'Load the local model first' });
  });
});
