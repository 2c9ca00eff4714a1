// The policy's dice, thrown once per run from its seed and its task: which failures this run has. Each knob
// draws from its own named stream (random/seeded-random.ts `fork`), and the streams do not depend on the design
// or the protocol, so one seed gives the same dice to every design (common random numbers: a comparison of
// designs sees their effect, not the luck of the draw), and raising one knob only adds runs that fail its way.
import { seededRandom } from '../random/seeded-random.ts';
import type { PolicyIntent, PolicySpec } from './policy-spec.ts';

/** How the invented argument is wrong: the BFCL label each gives is in the comment. */
export const INVENTIONS = [
  /** value_error: the ticker written in lower case fails ^[A-Z]{4}$. */
  'lowercase_ticker',
  /** value_error: the date written day first (exercise 2). */
  'day_first_date',
  /** unexpected_param: an argument the tool does not have. */
  'extra_argument',
  /** missing_required: the date left out. */
  'missing_date',
  /** type_error: the date as a number, 20240315. */
  'numeric_date',
] as const;

export type Invention = (typeof INVENTIONS)[number];

export interface PolicyDraws {
  forget: boolean;
  invent: boolean;
  invention: Invention;
  loop: boolean;
  ignore: boolean;
  /** Obeys an injection if one shows up (the rate depends on how results come back: the protocol). */
  obey: boolean;
  /** A forgotten calculator: the final close passed off as the change (the lesson's 27.88 %) or the right figure, unverified. */
  forgetWritesClose: boolean;
  /** The figure an ignored error is papered over with. */
  inventedFigure: number;
}

export function intentKey(intent: PolicyIntent): string {
  return intent.kind === 'close' ? `${intent.kind}/${intent.ticker}/${intent.fecha}` : `${intent.kind}/${intent.ticker}/${intent.desde}/${intent.hasta}`;
}

export function policyDraws(spec: PolicySpec): PolicyDraws {
  const random = seededRandom(spec.seed, `eval-policy/${intentKey(spec.intent)}`);
  const chance = (label: string, p: number) => random.fork(label).next() < p;
  const { knobs } = spec;
  return {
    forget: chance('forget', knobs.forgetCalculator),
    invent: chance('invent', knobs.inventArgument),
    invention: random.fork('invention').pick(INVENTIONS),
    loop: chance('loop', knobs.loop),
    ignore: chance('ignore', knobs.ignoreError),
    obey: chance('obey', spec.protocol === 'native' ? knobs.obeyInjectionAsData : knobs.obeyInjectionAsText),
    forgetWritesClose: random.fork('forget-how').chance(0.5),
    inventedFigure: random.fork('figure').int(10, 99),
  };
}
