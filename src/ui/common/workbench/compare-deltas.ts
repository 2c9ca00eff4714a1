// What one change did to a run's figures, against the first compared run (A): its steps, the tool calls that came
// back with an error, the tokens sent and their cost where both runs have them, and the verifier's verdict.
import type { CompareFigures } from './compare-rows.ts';

type DeltaWhat = 'steps' | 'errors' | 'tokens' | 'cost' | 'verdict';

/** One figure of A and of the compared run; for the verdict, the verifier's findings (0: OK). */
export interface Delta {
  what: DeltaWhat;
  from: number;
  to: number;
}

/** A column's figures and, where its run is priced, its cost in dollars. */
type DeltaFigures = Pick<CompareFigures, 'steps' | 'errors' | 'tokens' | 'findings'> & { cost?: number | undefined };

/** The figures both runs have, A's (`base`) beside the other's, in a fixed order; unknown tokens or costs are left out. */
export function columnDeltas(base: DeltaFigures, other: DeltaFigures): Delta[] {
  const pair = (what: DeltaWhat, from: number | null | undefined, to: number | null | undefined): Delta[] =>
    from === null || from === undefined || to === null || to === undefined ? [] : [{ what, from, to }];
  return [
    ...pair('steps', base.steps, other.steps),
    ...pair('errors', base.errors, other.errors),
    ...pair('tokens', base.tokens, other.tokens),
    ...pair('cost', base.cost, other.cost),
    ...pair('verdict', base.findings, other.findings),
  ];
}
