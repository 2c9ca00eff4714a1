// What Run plays for a set-up, without playing it: how many runs (plan and execute only on change tasks, a lab's
// set per backend, the real ones counted apart for the cap), which kept results belong to the set-up shown, and
// the attack's three figures read from its results as runAttackEval reports them.
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../../src/core/data/index.ts';
import type { MarketData } from '../../../../src/core/data/index.ts';
import { generateLessonTasks } from '../../../../src/core/eval/index.ts';
import { labInfo } from '../../../../src/core/labs/index.ts';
import { CLOUD_ENDPOINTS } from '../../../../src/core/real/index.ts';
import { parseHash } from '../../../../src/ui/common/route.svelte.ts';
import type { Simulators } from '../../../../src/ui/common/simulators.ts';
import { readEvalState } from '../../../../src/ui/eval/eval-params.ts';
import { attackFigures, attackInSetup, backendIds, inSetup, plannedCount, type BenchInputs } from '../../../../src/ui/eval/eval-plays.ts';
import { result } from './eval-result-fixture.ts';

let data: MarketData;
beforeAll(async () => {
  data = await loadMarketData(nodeDataSource());
});

// Nothing is sent: the counts only build the backends.
const simulators = { connection: { transport: { root: 'http://sim.test', mode: 'node' } }, backend: () => ({}) } as unknown as Simulators;
const inputs = (hash: string, extra: Partial<BenchInputs> = {}): BenchInputs => ({ state: readEvalState(parseHash(hash).params), data, simulators, ...extra });

describe('plannedCount', () => {
  it('counts k runs per task and design, plan and execute on the change tasks only, per backend', () => {
    const tasks = generateLessonTasks(data);
    const changes = tasks.filter((t) => t.intent.kind === 'change').length;
    expect(plannedCount(inputs('#/eval?k=2'))).toEqual({ total: 2 * (35 * 2 + changes), real: 0 });
    expect(plannedCount(inputs('#/eval?k=3&n=5&designs=react-basic&backends=anthropic,gemini'))).toEqual({ total: 3 * 5 * 2, real: 0 });
  });

  it('adds a lab’s question set per backend, and counts a real model’s runs apart (none without a key)', () => {
    const tienda = labInfo('tienda').questions.length;
    expect(plannedCount(inputs('#/eval?suites=lab:tienda&k=2&backends=gemini,real')).total).toBe(2 * tienda);
    const real = { endpoint: CLOUD_ENDPOINTS['openai-responses'], model: 'gpt-4o-mini', jsonToolCalls: false };
    expect(plannedCount(inputs('#/eval?suites=lab:tienda,lesson&n=4&designs=react-basic&k=2&backends=gemini,real', { real }))).toEqual({ total: 2 * (2 * tienda + 2 * 4), real: 2 * tienda + 2 * 4 });
  });
});

describe('inSetup', () => {
  it('shows the kept results of the set-up: runs under k, the first n tasks, the designs, suites and backends ticked', () => {
    const [first, second] = generateLessonTasks(data);
    const setup = inputs('#/eval?k=2&n=1&designs=react-basic&suites=lesson,lab:tienda');
    const ids = backendIds(setup);
    expect(ids).toEqual(['policy:openai-chat', 'scripted:openai-chat']);
    const kept = [
      result({ taskId: first?.id ?? '', run: 0 }),
      result({ taskId: first?.id ?? '', run: 1 }),
      result({ taskId: first?.id ?? '', run: 2 }),
      result({ taskId: second?.id ?? '', run: 0 }),
      result({ taskId: first?.id ?? '', design: 'react-variacion' }),
      result({ taskId: first?.id ?? '', backend: 'policy:gemini' }),
      result({ taskId: 'tienda-01', suite: 'lab:tienda', design: 'lab-react', backend: 'scripted:openai-chat' }),
      result({ taskId: 'hogar-01', suite: 'lab:hogar', design: 'lab-react', backend: 'scripted:openai-chat' }),
    ];
    expect(inSetup(kept, setup, ids).map((r) => `${r.suite}/${r.taskId}/${r.run}`)).toEqual([`lesson/${first?.id}/0`, `lesson/${first?.id}/1`, 'lab:tienda/tienda-01/0']);
  });
});

describe('attackInSetup', () => {
  it('shows the attack runs of the designs, backends and k ticked (its key holds only the defences)', () => {
    const kept = [
      result({ suite: 'attack', variant: 'attack', run: 0 }),
      result({ suite: 'attack', variant: 'clean', run: 1 }),
      result({ suite: 'attack', variant: 'attack', run: 2 }),
      result({ suite: 'attack', variant: 'attack', design: 'react-variacion' }),
      result({ suite: 'attack', variant: 'attack', backend: 'policy:gemini' }),
    ];
    expect(attackInSetup(kept, inputs('#/eval?k=2&designs=react-basic')).map((r) => `${r.variant}/${r.run}`)).toEqual(['attack/0', 'clean/1']);
  });
});

describe('attackFigures', () => {
  it('reads utility without attack, under attack and the attack success rate from the results', () => {
    const figures = attackFigures([
      result({ variant: 'clean' }),
      result({ variant: 'clean', run: 1, passed: false }),
      result({ variant: 'attack', passed: false, attackSucceeded: true }),
      result({ variant: 'attack', run: 1, passed: true, attackSucceeded: false }),
      result({ variant: 'attack', run: 2, passed: false, attackSucceeded: true }),
      result({ variant: 'attack', run: 3, passed: false, attackSucceeded: true }),
    ]);
    expect(figures).toEqual({ without: 0.5, under: 0.25, success: 0.75 });
    expect(attackFigures([])).toEqual({ without: null, under: null, success: null });
  });
});
