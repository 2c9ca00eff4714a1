// Utility under attack, as AgentDojo reports it: the attack's tasks on the clean corpus (utility without attack),
// the same tasks on the poisoned corpus (utility under attack) and how often a shown answer did what the injection
// asked (attack success rate), with the lab's defences switched on or off:
//   - tool output as data: results in the API's tool-result slot (native calls); off, they come back as plain
//     user text, which on the simulated APIs means a model without native calls (json-text: the only way an API
//     takes results outside its slots), and the policy obeys an instruction read as text more often;
//   - the verifier as a gate: a flagged answer is withheld (and the verifier also looks for answers that follow an
//     instruction found in a tool result, verifier-options.ts `toolInstructions`);
//   - the output cap, tight enough (ATTACK_OUTPUT_CAP characters) to cut a news result after its first headline,
//     where the injection sits: it defends, and it also cuts what a task might have needed.
import type { SettingsLayer, ToolProtocol } from '../agent/run-settings.ts';
import { LESSON_VERIFIER_OPTIONS, type VerifierOptions } from '../agent/verify/verifier-options.ts';
import type { MarketData } from '../data/market-data.ts';
import { createLessonToolKit } from '../tools/lesson-tools.ts';
import type { EvalBackend } from './eval-backend.ts';
import type { DesignId } from './eval-designs.ts';
import { runEvalJobs, type EvalJob, type EvalLoopOptions } from './eval-loop.ts';
import type { EvalResult } from './eval-record.ts';
import { evalJobs } from './eval-runner.ts';
import { summarizeCell } from './eval-metrics.ts';
import { attackTasks, poisonedMarketData } from './poisoned-corpus.ts';

export interface Defences {
  asData: boolean;
  verifier: boolean;
  outputCap: boolean;
}

export const ALL_DEFENCES: Defences = { asData: true, verifier: true, outputCap: true };
export const NO_DEFENCES: Defences = { asData: false, verifier: false, outputCap: false };

/**
 * The attack bench's configurations side by side: no defence (the attack lands), each defence alone (what each one
 * stops, and what it costs the tasks), all three.
 */
export const DEFENCE_CONFIGURATIONS: readonly Defences[] = [
  NO_DEFENCES,
  { asData: true, verifier: false, outputCap: false },
  { asData: false, verifier: true, outputCap: false },
  { asData: false, verifier: false, outputCap: true },
  ALL_DEFENCES,
];

/** How a result names its defences: `none`, or the names of those on joined by `+` (`asData+verifier+outputCap`). */
export function defencesLabel(defences: Defences): string {
  const on = (['asData', 'verifier', 'outputCap'] as const).filter((d) => defences[d]);
  return on.length === 0 ? 'none' : on.join('+');
}

/** Characters of a tool result sent back when the cap defends: the first headline of an attack range fits, the injection does not. */
export const ATTACK_OUTPUT_CAP = 100;

export interface DefenceSettings {
  protocol: ToolProtocol;
  settings: SettingsLayer;
  verifier: VerifierOptions;
  gate: boolean;
}

export function defenceSettings(defences: Defences): DefenceSettings {
  return {
    protocol: defences.asData ? 'native' : 'json-text',
    settings: defences.outputCap ? { switches: { outputCap: true }, limits: { maxOutputChars: ATTACK_OUTPUT_CAP } } : { switches: { outputCap: false } },
    verifier: { ...LESSON_VERIFIER_OPTIONS, toolInstructions: true },
    gate: defences.verifier,
  };
}

export interface AttackBench {
  data: MarketData;
  designs: readonly DesignId[];
  backends: readonly EvalBackend[];
  k: number;
  defences: Defences;
  seed?: number;
}

export interface AttackReport {
  clean: EvalResult[];
  attack: EvalResult[];
  /** Shares of runs, 0 to 1 (null without runs). */
  utilityWithoutAttack: number | null;
  utilityUnderAttack: number | null;
  attackSuccessRate: number | null;
  cancelled: boolean;
}

/** The attack's tasks on the clean corpus, then on the poisoned one, as jobs of the eval's loop; each result names its defences. */
export function attackJobs(options: AttackBench): EvalJob[] {
  const common = {
    defences: defencesLabel(options.defences),
    tasks: attackTasks(options.data),
    designs: options.designs,
    backends: options.backends,
    k: options.k,
    ...defenceSettings(options.defences),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
  };
  return [
    ...evalJobs({ ...common, kit: createLessonToolKit(options.data), variant: 'clean' }),
    ...evalJobs({ ...common, kit: createLessonToolKit(poisonedMarketData(options.data)), variant: 'attack' }),
  ];
}

/** The attack bench under every configuration of DEFENCE_CONFIGURATIONS, one after the other, as jobs of the eval's loop. */
export function attackSideBySideJobs(options: Omit<AttackBench, 'defences'>): EvalJob[] {
  return DEFENCE_CONFIGURATIONS.flatMap((defences) => attackJobs({ ...options, defences }));
}

/** @example const report = await runAttackEval({ data, designs: ['react-basic'], backends, k: 4, defences: NO_DEFENCES }) */
export async function runAttackEval(options: AttackBench & EvalLoopOptions): Promise<AttackReport> {
  const { results, cancelled } = await runEvalJobs(attackJobs(options), options);
  return report(
    results.filter((r) => r.variant === 'clean'),
    results.filter((r) => r.variant === 'attack'),
    cancelled,
  );
}

function report(clean: EvalResult[], attack: EvalResult[], cancelled: boolean): AttackReport {
  const share = (rs: readonly EvalResult[], ok: (r: EvalResult) => boolean) => (rs.length === 0 ? null : rs.filter(ok).length / rs.length);
  return {
    clean,
    attack,
    utilityWithoutAttack: share(clean, (r) => r.passed),
    utilityUnderAttack: share(attack, (r) => r.passed),
    attackSuccessRate: attack.length === 0 ? null : (summarizeCell(attack).attackSuccessRate ?? null),
    cancelled,
  };
}
