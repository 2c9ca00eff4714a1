// The approval guardrail on the house (the lab's one write, set_light): where a decision comes from (a fork's edit, the
// decisions given, the person, nobody), what a denial sends back, what the trace records, and that the state diff and
// the comparison of claims follow what was decided, on every API shape.
import { describe, expect, it, vi } from 'vitest';
import { decisionsOf, type ApprovalRequest } from '../../../../../src/core/agent/approval.ts';
import { runEditSchema } from '../../../../../src/core/agent/edit-schemas.ts';
import { claimedLightChanges, compareClaims } from '../../../../../src/core/labs/hogar/claimed-changes.ts';
import type { HogarExtras } from '../../../../../src/core/labs/hogar/hogar-run.ts';
import { REACT_KIND } from '../../../../../src/core/run/kinds/react-kind.ts';
import { traceSchema } from '../../../../../src/core/trace-io/trace-schema.ts';
import { ofType, runOnEveryShape, useLabSimulators, type LabTrace } from '../lab-fixture.ts';

const sim = useLabSimulators();
const lab = 'hogar';
const provider = 'anthropic';

function hogar(trace: LabTrace): HogarExtras {
  expect(trace.extras).toMatchObject({ lab: 'hogar' });
  return trace.extras as HogarExtras;
}

const asking = (answer: boolean) => vi.fn((_request: ApprovalRequest) => Promise.resolve(answer));

describe('aprobar_cambio: one write under approval', () => {
  it('headless (nobody to ask): denied, said so in Spanish; the house unchanged and the answer honest, on every shape', async () => {
    for (const trace of await runOnEveryShape(sim, { lab, scenario: 'aprobar_cambio' })) {
      expect(trace.settings.approval).toBe('writes');
      const [result] = ofType(trace, 'result');
      expect(result).toMatchObject({
        name: 'set_light',
        executed: false,
        isError: true,
        output: { error: 'nadie pudo aprobar esta llamada a set_light, así que no se hizo' },
        approval: { decision: 'denied', by: 'nobody' },
      });
      expect(ofType(trace, 'guardrail').map((g) => g.guard)).toEqual(['approval']);
      expect(trace.summary.answer).toBe('No apagué la luz de la cocina: no se aprobó el cambio, así que la casa quedó como estaba.');
      const extras = hogar(trace);
      expect(extras.changes).toEqual([]);
      expect(extras.comparison).toMatchObject({ agree: true, claimedNotDone: [] });
      expect(trace.script.played).toEqual(['switch_off', 'answer']);
    }
  });

  it('the person approves: asked once with the call, its hints and the run so far; the light goes off', async () => {
    const approve = asking(true);
    const trace = await sim.run({ lab, provider, scenario: 'aprobar_cambio', approve });
    expect(approve).toHaveBeenCalledTimes(1);
    const request = approve.mock.calls[0]?.[0];
    expect(request).toMatchObject({ step: 1, call: 0, name: 'set_light', args: { cuarto: 'cocina', encendida: false }, annotations: { readOnlyHint: false } });
    expect(request?.sofar.events.map((e) => e.type)).toEqual(['request', 'call']);
    expect(ofType(trace, 'result')[0]).toMatchObject({ executed: true, isError: false, approval: { decision: 'approved', by: 'person' } });
    expect(ofType(trace, 'guardrail')).toEqual([]);
    expect(trace.summary.answer).toBe('Apagué la luz de la cocina.');
    expect(hogar(trace).changes).toEqual([{ room: 'cocina', field: 'luz_encendida', before: true, after: false }]);
    expect(hogar(trace).comparison.agree).toBe(true);
    expect(trace.summary.findings).toEqual([]);
  });

  it('the person denies: the model reads "la persona no aprobó…"; a claim of the change would still be flagged', async () => {
    const trace = await sim.run({ lab, provider, scenario: 'aprobar_cambio', approve: asking(false) });
    expect(ofType(trace, 'result')[0]).toMatchObject({
      executed: false,
      output: { error: 'la persona no aprobó esta llamada a set_light' },
      approval: { decision: 'denied', by: 'person' },
    });
    // The verifier reads the denial as the lesson's unresolved tool error: the command was not carried out.
    expect(trace.summary.findings.map((f) => f.code)).toEqual(['unresolved_tool_error']);
    const { changes } = hogar(trace);
    expect(changes).toEqual([]);
    expect(compareClaims(claimedLightChanges('Apagué la luz de la cocina.'), changes)).toMatchObject({
      agree: false,
      claimedNotDone: [{ room: 'cocina', on: false }],
    });
  });

  it('approval off (the caller over the scenario): nobody is asked and nothing is recorded', async () => {
    const approve = asking(false);
    const trace = await sim.run({ lab, provider, scenario: 'aprobar_cambio', approval: 'off', approve });
    expect(approve).not.toHaveBeenCalled();
    expect(trace.settings.approval).toBeUndefined();
    expect(ofType(trace, 'result')[0]?.approval).toBeUndefined();
    expect(hogar(trace).changes).toHaveLength(1);
  });

  it('a fork flips the decision ("what if I had denied"): the edit decides, nobody is asked, the house stays', async () => {
    const parent = await sim.run({ lab, provider, scenario: 'aprobar_cambio', approve: asking(true) });
    const approve = asking(true);
    const edits = REACT_KIND.forkEdits([], { kind: 'approval', step: 1, call: 0, approved: false });
    const fork = await sim.run({ lab, provider, scenario: 'aprobar_cambio', approve, fork: { edits, parent: { trace: parent } } });
    expect(approve).not.toHaveBeenCalled();
    expect(ofType(fork, 'result')[0]?.approval).toEqual({ decision: 'denied', by: 'edit' });
    expect(fork.edits).toEqual(edits);
    expect(hogar(fork).changes).toEqual([]);
    expect(fork.summary.answer).toContain('No apagué');
  });

  it("a link's decisions replay the run without asking; the trace's decisions are what a link carries", async () => {
    const first = await sim.run({ lab, provider, scenario: 'aprobar_cambio', approve: asking(false) });
    expect(decisionsOf(first)).toEqual([{ step: 1, call: 0, approved: false }]);
    const approve = asking(true);
    const again = await sim.run({ lab, provider, scenario: 'aprobar_cambio', approvals: decisionsOf(first), approve });
    expect(approve).not.toHaveBeenCalled();
    expect(ofType(again, 'result')[0]?.approval).toEqual({ decision: 'denied', by: 'given' });
    expect(again.summary.answer).toBe(first.summary.answer);
  });

  it('the trace file schema reads a denied run back as it was; an approval edit is a valid edit', async () => {
    const trace = await sim.run({ lab, provider, scenario: 'aprobar_cambio', fork: { edits: [{ kind: 'approval', step: 1, call: 0, approved: false }] } });
    const { extras: _extras, metric: _metric, toolInstructions: _notes, provider: _provider, script: _script, ...plain } = trace;
    expect(traceSchema.parse(JSON.parse(JSON.stringify(plain)))).toEqual(plain);
    expect(runEditSchema.safeParse({ kind: 'approval', step: 0, call: 0, approved: true }).success).toBe(false);
  });
});

describe('apagar_luces under approval: two writes in one turn', () => {
  it("a fork's parent's decisions hold before the fork point, and are asked again where the fork changed the calls", async () => {
    const parent = await sim.run({ lab, provider, scenario: 'apagar_luces', approval: 'writes', approve: asking(true) });
    expect(decisionsOf(parent)).toEqual([
      { step: 2, call: 0, approved: true },
      { step: 2, call: 1, approved: true },
    ]);
    // The second call's result rewritten: step 2's calls are the parent's, so are their decisions.
    const kept = asking(false);
    const resultFork = { edits: [{ kind: 'result' as const, step: 2, call: 1, text: '{"resultado": {"cuarto": "recámara", "luz_encendida": false, "cambio": true}}' }], parent: { trace: parent } };
    const sameCalls = await sim.run({ lab, provider, scenario: 'apagar_luces', approval: 'writes', approve: kept, fork: resultFork });
    expect(kept).not.toHaveBeenCalled();
    expect(ofType(sameCalls, 'result').map((r) => r.approval?.by)).toEqual([undefined, 'given', 'given']);
    // Step 2's reply rewritten: new calls, new decisions.
    const asked = asking(false);
    const reply = { kind: 'calls' as const, calls: [{ name: 'set_light', args: { cuarto: 'baño', encendida: true } }] };
    const replyFork = await sim.run({ lab, provider, scenario: 'apagar_luces', approval: 'writes', approve: asked, fork: { edits: [{ kind: 'reply', step: 2, reply }], parent: { trace: parent } } });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(hogar(replyFork).changes).toEqual([]);
  });

  it('every tool under "all": the read waits for a decision too', async () => {
    const approve = asking(true);
    await sim.run({ lab, provider, scenario: 'apagar_luces', approval: 'all', approve });
    expect(approve.mock.calls.map(([r]) => [r.step, r.call, r.name])).toEqual([[1, 0, 'get_home_state'], [2, 0, 'set_light'], [2, 1, 'set_light']]);
  });
});

describe('an English lab', () => {
  it("tienda's read-only tools wait only under 'all'; the denial is in English", async () => {
    const writes = await sim.run({ lab: 'tienda', provider, approval: 'writes' });
    expect(ofType(writes, 'result').every((r) => r.approval === undefined)).toBe(true);
    const all = await sim.run({ lab: 'tienda', provider, approval: 'all' });
    expect(ofType(all, 'result')[0]?.output).toEqual({ error: expect.stringMatching(/^no one was there to approve this call to \w+, so it was not made$/) });
  });
});
