// Plan and execute's fork from a token on the local model: its two stages share one generator (one seed a
// generation, in order, as in the run forked), and each stage says which of its replies is being written, so the
// generation of the extractor's n-th reply or of the writer's sentence gets the tokens the student forced in it.
import type { PlanEdit } from '../core/agent/plan/plan-edits.ts';
import type { PlanFork } from '../core/run/fork.ts';
import { forcedTurn, type ForcedToken } from './forced-turn.ts';
import type { LocalGenerator } from './generator.ts';
import type { LocalStep } from './hermes-adapter.ts';

type Stage = 'extract' | 'write';

/**
 * The generator of each stage: `seeded` wraps the shared one (each generation its seed) outside the forcing, so the
 * generations a fork opened from a link runs to write a reply again share its seed. `parentSteps`: the forked run's.
 */
export function stageGenerators(
  generator: LocalGenerator,
  seeded: (generator: LocalGenerator) => LocalGenerator,
  fork: PlanFork | undefined,
  parentSteps: readonly LocalStep[],
): Record<Stage, LocalGenerator> {
  const tokens = (fork?.edits ?? []).filter((e): e is Extract<PlanEdit, { kind: 'stage-token' }> => e.kind === 'stage-token');
  if (tokens.length === 0) {
    const shared = seeded(generator);
    return { extract: shared, write: shared };
  }
  let forced: ForcedToken[] = [];
  const shared = seeded({
    render: (messages, tools, options) => generator.render(messages, tools, options),
    generate: (prompt, options) =>
      forced.length > 0 ? forcedTurn(generator, prompt, options, forced, parentSteps.find((s) => s.prompt === prompt)?.turn) : generator.generate(prompt, options),
  });
  const stage = (name: Stage): LocalGenerator => {
    let attempt = 0;
    return {
      render: (messages, tools, options) => shared.render(messages, tools, options),
      generate(prompt, options) {
        attempt += 1;
        forced = tokens.filter((e) => e.stage === name && e.attempt === attempt).sort((a, b) => a.position - b.position);
        return shared.generate(prompt, options);
      },
    };
  };
  return { extract: stage('extract'), write: stage('write') };
}
