// A plan's tool source is opened by `run` before the first request and closed after the last, on every design:
// the loop calls the kit the source hands it, and a source that cannot be reached ends a ReAct run before any
// request (a plan's program sees each call fail with why).
import { describe, expect, it, vi } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { scriptedPlanBackend } from '../../../../src/core/sim/scripted-plans.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import { lessonPlanAndExecute } from '../../../../src/core/labs/lesson-plans.ts';
import { run } from '../../../../src/core/run/run.ts';
import type { ToolSource } from '../../../../src/core/run/tool-source.ts';
import { LESSON_QUESTION } from '../../../../src/core/sim/scenarios.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';
import { useSimulators } from '../sim/sim-fixture.ts';

const sim = useSimulators();

/** A source that hands the loop the kit itself, counting the calls that go through it. */
function countingSource() {
  const calls: string[] = [];
  const close = vi.fn();
  const source: ToolSource = {
    kind: 'mcp',
    open: (kit: ToolKit) =>
      Promise.resolve({
        kit: { ...kit, executeDetailedAsync: (name: string, args: unknown) => (calls.push(name), kit.executeDetailedAsync(name, args)) },
        close,
      }),
  };
  return { source, calls, close };
}

const unreachable: ToolSource = { kind: 'mcp', open: () => Promise.reject(new Error('connection refused by http://localhost:9/mcp')) };

describe('a tool source', () => {
  it('answers every call of the run, which reaches the same answer, and is closed once the run ended', async () => {
    const plain = await sim.run({ provider: 'anthropic', scenario: 'correcto' });
    const { source, calls, close } = countingSource();
    const sourced = await sim.run({ provider: 'anthropic', scenario: 'correcto', toolSource: source });
    expect(sourced.summary).toEqual(plain.summary);
    expect(calls).toEqual(['precio', 'precio', 'calculadora']);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('that cannot be reached ends a ReAct run before its first request, saying why', async () => {
    const trace = await sim.run({ provider: 'openai-chat', scenario: 'correcto', toolSource: unreachable });
    expect(trace.events.filter((e) => e.type === 'request')).toEqual([]);
    expect(trace.summary.end).toEqual({ kind: 'tools_unreachable', message: 'connection refused by http://localhost:9/mcp' });
    expect(trace.summary.answer).toBeNull();
  });

  it("that cannot be reached fails a plan's computation with the reason in its stage", async () => {
    const kit = createLessonToolKit(await loadMarketData(nodeDataSource()));
    const { trace } = await run(lessonPlanAndExecute({ question: LESSON_QUESTION, kit, toolSource: unreachable }), scriptedPlanBackend('correcto'));
    expect(trace.end).toBe('compute_failed');
    expect(JSON.stringify(trace.stages)).toContain('connection refused by http://localhost:9/mcp');
  });
});
