// Home automation (seed 004) as a lab: a house of its own per run, and after the run the change report computed
// from the state before and after, next to the changes the model's answer claims.
import { createHogarKit } from '../hogar/hogar-kit.ts';
import { claimedLightChanges, compareClaims } from '../hogar/claimed-changes.ts';
import { describeChange, diffHomeState } from '../hogar/home-diff.ts';
import { labVerifier, type LabDefinition } from './lab-definition.ts';

export const HOGAR_LAB: LabDefinition = {
  id: 'hogar',
  title: { en: 'Home automation', es: 'Automatización del hogar' },
  intro: {
    en:
      'A simulated house of five rooms and a conditional command: the model must read the state, decide which ' +
      'rooms qualify, then write. The change report is computed from the difference between the state before and ' +
      'after, not from what the model says it did, because models sometimes misreport their own side effects.',
    es:
      'Una casa simulada de cinco cuartos y una orden condicional: el modelo tiene que leer el estado, decidir qué ' +
      'cuartos califican y entonces escribir. El reporte de cambios se calcula de la diferencia entre el estado ' +
      'anterior y el posterior, no de lo que el modelo dice que hizo, porque los modelos a veces reportan mal sus ' +
      'propios efectos.',
  },
  tools: ['get_home_state', 'set_light'],
  limits: { maxSteps: 10 },
  verifier: labVerifier([]),
  open(options) {
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
  },
};
