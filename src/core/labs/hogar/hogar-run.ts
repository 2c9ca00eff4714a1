// One hogar run: a fresh house from the kit options, and after the run the change report computed from the state
// before and after, next to the light changes the model's answer claims.
import type { OpenLabRun } from '../lab-definition.ts';
import { claimedLightChanges, compareClaims, type ClaimComparison, type LightClaim } from './claimed-changes.ts';
import { createHogarKit } from './hogar-kit.ts';
import { describeChange, diffHomeState, type HomeChange } from './home-diff.ts';
import type { HomeState } from './home-state.ts';
import type { Bilingual } from '../../i18n/bilingual.ts';

/** The house before and after, and what the model says it did against what the state shows. */
export interface HogarExtras {
  lab: 'hogar';
  before: HomeState;
  after: HomeState;
  /** The change report, computed from the state diff. */
  changes: HomeChange[];
  /** One line per change, `Cocina: luz encendida → luz apagada`. */
  report: Bilingual[];
  /** The light changes the model's answer claims. */
  claims: LightClaim[];
  comparison: ClaimComparison;
}

export const openHogarRun: OpenLabRun<HogarExtras> = (options) => {
  const house = createHogarKit(options.home);
  const before = house.state();
  return {
    kit: house.kit,
    extras(trace) {
      const after = house.state();
      const changes = diffHomeState(before, after);
      const claims = trace.summary.answer === null ? [] : claimedLightChanges(trace.summary.answer);
      return {
        lab: 'hogar',
        before,
        after,
        changes,
        report: changes.map(describeChange),
        claims,
        comparison: compareClaims(claims, changes),
      };
    },
  };
};
