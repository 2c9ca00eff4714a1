// #/apis's parts below the run, each with a link of its own (`at=`): the runs (a matrix after Run all), the runs
// compared, the token chart, a real model with the student's key, the prices and the verifier. A link opens the
// page at its part, so a teacher can send a class straight to the chart.
import type { Bilingual } from '../../core/i18n/index.ts';

export const APIS_SECTIONS = [
  { id: 'runs', heading: 'apis-table-h', title: { en: 'Runs', es: 'Ejecuciones' } },
  { id: 'compare', heading: 'compare-h', title: { en: 'Compared', es: 'Comparadas' } },
  { id: 'chart', heading: 'apis-chart-h', title: { en: 'What a loop costs', es: 'Cuánto cuesta un bucle' } },
  { id: 'key', heading: 'real-api-h', title: { en: 'Your own key', es: 'Tu propia clave' } },
  { id: 'prices', heading: 'apis-prices-h', title: { en: 'Prices', es: 'Precios' } },
  { id: 'verifier', heading: 'apis-verifier-h', title: { en: 'The verifier', es: 'El verificador' } },
] as const satisfies readonly { id: string; heading: string; title: Bilingual }[];

export type ApisSectionId = (typeof APIS_SECTIONS)[number]['id'];

/** The sections a student can go to now: the comparison only while runs are compared. */
export function shownSections(comparing: boolean) {
  return APIS_SECTIONS.filter((s) => s.id !== 'compare' || comparing);
}

/** The section a link opens at (`at=`); undefined for none or one the page does not have. */
export function sectionAt(at: string | undefined) {
  return APIS_SECTIONS.find((s) => s.id === at);
}
