// A generation on WASM never yields a task between tokens (ONNX Runtime resolves each run as a microtask), so a
// Stop posted to the worker waited for the end. With every session run first waiting for the next task, a stop
// posted as a message is seen after at most one more run.
import { describe, expect, it } from 'vitest';
import { runBetweenTasks } from '../../../../src/llm/engine/run-between-tasks.ts';

/** A session like ONNX Runtime's on WASM: each run resolves without giving the event loop a turn. */
function microtaskSession() {
  return { run: async () => ({ logits: 0 }) };
}

/** Runs the session up to 50 times, as generate() does, until a message (the page's Stop, already posted) says stop. */
async function runsUntilStopped(session: { run: () => Promise<unknown> }): Promise<number> {
  let stop = false;
  const channel = new MessageChannel();
  channel.port1.onmessage = () => (stop = true);
  channel.port2.postMessage('interrupt');
  let runs = 0;
  while (!stop && runs < 50) {
    await session.run();
    runs++;
  }
  channel.port1.close();
  return runs;
}

describe('session runs between tasks', () => {
  it('a bare microtask session never lets the stop in', async () => {
    expect(await runsUntilStopped(microtaskSession())).toBe(50);
  });

  it('wrapped, the stop is seen within two runs', async () => {
    const sessions = { model: microtaskSession() };
    runBetweenTasks(sessions);
    expect(await runsUntilStopped(sessions.model)).toBeLessThanOrEqual(2);
  });

  it('passes the run its arguments and returns its result', async () => {
    const seen: unknown[] = [];
    const sessions = { model: { run: async (feeds: unknown) => (seen.push(feeds), 'out') }, config: { dtype: 'q8' } };
    runBetweenTasks(sessions as unknown as Record<string, unknown>);
    expect(await (sessions.model.run as (f: unknown) => Promise<string>)({ input_ids: 1 })).toBe('out');
    expect(seen).toEqual([{ input_ids: 1 }]);
  });
});
