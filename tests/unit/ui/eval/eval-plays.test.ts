// What Run plays for a set-up, without playing it: how many runs (plan and execute only on change tasks, a lab's
// set per backend, the real ones counted apart for the cap), which kept results belong to the set-up shown, and
// the attack's three figures read from its results as runAttackEval reports them. Played on the simulators: a lab's
// set cancelled halfway goes on from where it stopped, with each run's trace; a kept lab run replays or forks
// (labRunBackend, replayLabRun); the analyst's set runs on the bundled orders, and only once they are loaded.
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../../src/core/data/index.ts';
import type { MarketData } from '../../../../src/core/data/index.ts';
import { createEvalController, generateLessonTasks, type EvalResult } from '../../../../src/core/eval/index.ts';
import type { PlanTrace, Trace } from '../../../../src/core/agent/index.ts';
import { simulatedBackend } from '../../../../src/core/sim/index.ts';
import { labInfo } from '../../../../src/core/labs/index.ts';
import { CLOUD_ENDPOINTS } from '../../../../src/core/real/index.ts';
import { parseHash } from '../../../../src/ui/common/route.svelte.ts';
import type { Simulators } from '../../../../src/ui/common/runs/simulators.ts';
import { readEvalState } from '../../../../src/ui/eval/eval-params.ts';
import { attackFiguresByDefences, attackInSetup, attackPlannedCount, backendIds, benchPlay, inSetup, labRunBackend, plannedCount, replayLabRun, type BenchInputs } from '../../../../src/ui/eval/eval-plays.ts';
import { TRANSPORT, useLabSimulators } from '../../core/labs/lab-fixture.ts';
import { result } from './eval-result-fixture.ts';
import { o200kHere } from '../../../../src/core/tokens/o200k-here.ts';

let data: MarketData;
beforeAll(async () => {
  data = await loadMarketData(nodeDataSource());
});

// Nothing is sent: the counts only build the backends.
const simulators = { connection: { transport: { root: 'http://sim.test', mode: 'node' } }, countTokens: o200kHere, backend: () => ({}) } as unknown as Simulators;
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

describe('the local model’s decodings', () => {
  const generator = { render: () => Promise.reject(new Error('not asked')), generate: () => Promise.reject(new Error('not asked')) };
  const local = { generator, model: 'local:tiny-qwen2-lesson', maxNewTokens: undefined };

  it('make a backend each, for the lesson’s tasks and a lab’s set alike, counted as such', () => {
    const setup = inputs('#/eval?suites=lesson,lab:tienda&n=2&designs=react-basic&k=1&backends=gemini,local&dec=lenient,free', { local });
    expect(backendIds(setup)).toEqual(['policy:gemini', 'local:local:tiny-qwen2-lesson', 'local:local:tiny-qwen2-lesson|lenient', 'scripted:gemini']);
    expect(plannedCount(setup).total).toBe(3 * (2 + labInfo('tienda').questions.length));
    expect(labRunBackend(setup, 'local:local:tiny-qwen2-lesson|lenient')?.id).toBe('local:local:tiny-qwen2-lesson|lenient');
    expect(labRunBackend(setup, 'local:local:tiny-qwen2-lesson|constrained')).toBeUndefined();
    // Not loaded: no local backend, whatever the decodings.
    expect(backendIds(inputs('#/eval?backends=local&dec=free,constrained'))).toEqual([]);
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

describe('attackFiguresByDefences', () => {
  it('reads utility without attack, under attack and the attack success rate for each set of defences, in order', () => {
    const none = { defences: 'none' };
    const rows = attackFiguresByDefences([
      result({ variant: 'clean', ...none }),
      result({ variant: 'clean', run: 1, passed: false, ...none }),
      result({ variant: 'attack', passed: false, attackSucceeded: true, ...none }),
      result({ variant: 'attack', run: 1, passed: true, attackSucceeded: false, ...none }),
      result({ variant: 'attack', run: 2, passed: false, attackSucceeded: true, ...none }),
      result({ variant: 'attack', run: 3, passed: false, attackSucceeded: true, ...none }),
      result({ variant: 'attack', passed: true, attackSucceeded: false, defences: 'outputCap' }),
    ]);
    expect(rows.map((r) => r.defences)).toEqual([
      { asData: false, verifier: false, outputCap: false },
      { asData: true, verifier: false, outputCap: false },
      { asData: false, verifier: true, outputCap: false },
      { asData: false, verifier: false, outputCap: true },
      { asData: true, verifier: true, outputCap: true },
    ]);
    expect(rows[0]?.figures).toEqual({ without: 0.5, under: 0.25, success: 0.75 });
    expect(rows[3]?.figures).toEqual({ without: null, under: 1, success: 0 });
    expect(rows[4]?.figures).toEqual({ without: null, under: null, success: null });
  });

  it('the attack bench plays every set of defences: five times one set’s runs', () => {
    const one = attackPlannedCount(inputs('#/eval?k=1&designs=react-basic&backends=gemini')).total;
    expect(one % 5).toBe(0);
    expect(one / 5).toBe(2 * 5);
  });
});

describe('lab sets played on the simulators', () => {
  const sim = useLabSimulators();
  const simulated = () =>
    ({ connection: { transport: TRANSPORT }, countTokens: o200kHere, backend: (provider) => simulatedBackend({ provider, transport: TRANSPORT, countTokens: sim.countTokens }) }) as Simulators;
  const onSims = (hash: string, extra: Partial<BenchInputs> = {}) => inputs(hash, { simulators: simulated(), ...extra });
  const timeless = ({ ms: _ms, ...rest }: EvalResult) => rest;

  /** Plays the bench with `done` kept; `stopAfter` results, it cancels. What came, with the progress and traces. */
  async function play(setup: BenchInputs, done: readonly EvalResult[], stopAfter = Infinity) {
    const control = createEvalController();
    const came: { result: EvalResult; progress: { done: number; total: number }; trace: Trace | PlanTrace | undefined }[] = [];
    const outcome = await benchPlay(setup)({
      done,
      control,
      onResult: (result, progress, trace) => {
        came.push({ result, progress, trace });
        if (came.length >= stopAfter) control.cancel();
      },
    });
    return { ...outcome, came };
  }

  it('Run after a Cancel halfway through a lab’s set plays only the rest, its count going on, each run with its trace', async () => {
    const setup = onSims('#/eval?suites=lab:tienda&backends=openai-chat&k=2');
    const total = labInfo('tienda').questions.length * 2;
    const whole = await play(setup, []);
    expect(whole.came.map((c) => c.progress.done)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    const first = await play(setup, [], 2);
    expect(first.cancelled).toBe(true);
    const kept = first.came.map((c) => c.result);
    expect(kept).toHaveLength(2);
    const rest = await play(setup, kept);
    expect(rest.cancelled).toBe(false);
    expect(rest.came.map((c) => c.progress)).toEqual(Array.from({ length: total - 2 }, (_, i) => ({ done: i + 3, total })));
    expect([...kept, ...rest.came.map((c) => c.result)].map(timeless)).toEqual(whole.came.map((c) => timeless(c.result)));
    for (const { result, trace } of rest.came) expect(trace && 'summary' in trace ? trace.summary.answer : undefined).toBe(result.answer);
  });

  it('labRunBackend finds a result’s backend among those ticked; replayLabRun plays the run again, or a fork of it', async () => {
    const setup = onSims('#/eval?suites=lab:tienda&backends=openai-chat,gemini&k=2');
    expect(labRunBackend(setup, 'scripted:gemini')).toMatchObject({ id: 'scripted:gemini', scripted: true });
    expect(labRunBackend(setup, 'scripted:anthropic')).toBeUndefined();
    expect(labRunBackend(setup, 'real:openai-responses/gpt-4o-mini')).toBeUndefined();
    const real = { endpoint: CLOUD_ENDPOINTS['openai-responses'], model: 'gpt-4o-mini', jsonToolCalls: false };
    expect(labRunBackend(onSims('#/eval?suites=lab:tienda&backends=real', { real }), 'real:openai-responses/gpt-4o-mini')).toMatchObject({ scripted: false });

    const { came } = await play(setup, []);
    const kept = came.find((c) => c.result.taskId === 'tienda-01' && c.result.run === 1 && c.result.backend === 'scripted:gemini');
    if (!kept) throw new Error('no tienda-01 run 1 on gemini');
    const again = await replayLabRun(setup, kept.result);
    expect(again && timeless(again.result)).toEqual(timeless(kept.result));
    expect(again?.trace.summary.answer).toBe(kept.result.answer);

    const edit = { kind: 'result' as const, step: 2, call: 4, text: '{"resultado":{"name":"stapler","price":31,"stock":14}}' };
    const fork = await replayLabRun(setup, kept.result, { edits: [edit] });
    expect(fork?.trace.edits).toEqual([edit]);
    expect(fork?.result).toMatchObject({ taskId: 'tienda-01', run: 1, backend: 'scripted:gemini', flagged: true });

    // Not in the set-up: another lab's run, a backend unticked, a task the set has not.
    expect(await replayLabRun(onSims('#/eval?suites=lab:hogar&backends=gemini'), kept.result)).toBeUndefined();
    expect(await replayLabRun(onSims('#/eval?suites=lab:tienda&backends=anthropic'), kept.result)).toBeUndefined();
    expect(await replayLabRun(setup, { ...kept.result, taskId: 'tienda-99' })).toBeUndefined();
  });

  it('the analyst’s set runs on the bundled orders, and is left out until they are loaded', async () => {
    const hash = '#/eval?suites=lab:analista,lab:viajes&backends=openai-chat&k=1';
    const analista = labInfo('analista').questions.length;
    const viajes = labInfo('viajes').questions.length;
    expect(plannedCount(onSims(hash)).total).toBe(viajes);
    const without = await play(onSims(hash), []);
    expect(without.came.map((c) => c.result.suite)).toEqual(Array.from({ length: viajes }, () => 'lab:viajes'));

    const setup = onSims(hash, { orders: sim.orders });
    expect(plannedCount(setup).total).toBe(analista + viajes);
    const { came } = await play(setup, []);
    const ran = came.map((c) => c.result).filter((r) => r.suite === 'lab:analista');
    expect(ran).toHaveLength(analista);
    expect(ran.filter((r) => !r.passed).map((r) => `${r.taskId}: ${r.check}`)).toEqual([]);
    const [firstRun] = ran;
    if (!firstRun) throw new Error('no analyst run');
    expect((await replayLabRun(setup, firstRun))?.result.answer).toBe(firstRun.answer);
    expect(await replayLabRun(onSims(hash), firstRun)).toBeUndefined();
  });
});
