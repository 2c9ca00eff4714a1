// The words of the runs compared side by side (CompareView, ComparePresenter), in English and Spanish: a column's
// letter and role, the marks, and each figure's change against the first run.
import type { ColumnRole } from './compare-rows.ts';
import type { Delta } from './compare-deltas.ts';
import type { UiLanguage } from '../../../core/i18n/index.ts';

const signed = (n: number, format: (n: number) => string) => (n > 0 ? `+${format(n)}` : n < 0 ? `−${format(-n)}` : format(0));

export const COMPARE_TEXT = {
  en: {
    caption: 'Runs side by side: a column per run (A is the earlier), a row per step. Every value that differs from run A is marked ≠ in both runs.',
    step: 'Step',
    tokens: 'tokens sent',
    steps: (n: number) => `${n} step${n === 1 ? '' : 's'}`,
    verdictOk: 'verifier: OK',
    verdictFlags: (n: number) => `verifier: ${n} finding${n === 1 ? '' : 's'}`,
    running: 'Running…',
    failed: 'Could not run:',
    firstDifference: 'first difference',
    edited: 'edited',
    changed: 'changed',
    onlyHere: 'not in run A',
    remove: 'Remove',
    show: 'Show in the timeline',
    inTimeline: '(in the timeline)',
    notRun: '—',
    roles: { current: 'Selected run', kept: 'Kept run', fork: (n: number, of: string) => `Fork ${n} of ${of}`, imported: 'From a file' },
    edit: 'Edit:',
    deltas: (letter: string) => `Change against ${letter}`,
    base: 'the run the others are read against',
    deltaName: { steps: 'steps', errors: 'tool errors', tokens: 'tokens', cost: 'cost', verdict: 'verdict' } satisfies Record<Delta['what'], string>,
    same: 'same',
    verdict: (n: number) => (n === 0 ? 'OK' : `${n} finding${n === 1 ? '' : 's'}`),
    present: 'Present A and B side by side',
    presentKey: '(key B)',
    presenterTitle: (a: string, b: string) => `Runs ${a} and ${b} side by side`,
    against: 'Compare A with',
    close: 'Close',
    signed,
  },
  es: {
    caption: 'Ejecuciones lado a lado: una columna por ejecución (A es la anterior), una fila por paso. Cada valor que difiere de la ejecución A se marca con ≠ en las dos.',
    step: 'Paso',
    tokens: 'tokens enviados',
    steps: (n: number) => `${n} paso${n === 1 ? '' : 's'}`,
    verdictOk: 'verificador: OK',
    verdictFlags: (n: number) => `verificador: ${n} hallazgo${n === 1 ? '' : 's'}`,
    running: 'Ejecutando…',
    failed: 'No se pudo ejecutar:',
    firstDifference: 'primera diferencia',
    edited: 'editado',
    changed: 'cambia',
    onlyHere: 'no está en la ejecución A',
    remove: 'Quitar',
    show: 'Mostrar en la línea de tiempo',
    inTimeline: '(en la línea de tiempo)',
    notRun: '—',
    roles: { current: 'Ejecución elegida', kept: 'Ejecución guardada', fork: (n: number, of: string) => `Bifurcación ${n} de ${of}`, imported: 'De un fichero' },
    edit: 'Edición:',
    deltas: (letter: string) => `Cambio respecto a ${letter}`,
    base: 'la ejecución con la que se comparan las demás',
    deltaName: { steps: 'pasos', errors: 'errores de herramientas', tokens: 'tokens', cost: 'coste', verdict: 'veredicto' } satisfies Record<Delta['what'], string>,
    same: 'igual',
    verdict: (n: number) => (n === 0 ? 'OK' : `${n} hallazgo${n === 1 ? '' : 's'}`),
    present: 'Presentar A y B lado a lado',
    presentKey: '(tecla B)',
    presenterTitle: (a: string, b: string) => `Ejecuciones ${a} y ${b} lado a lado`,
    against: 'Comparar A con',
    close: 'Cerrar',
    signed,
  },
};

/** What run a column is, in words: "Selected run", "Fork 2 of A". */
export function roleWords(role: ColumnRole, lang: UiLanguage): string {
  const roles = COMPARE_TEXT[lang].roles;
  return role.kind === 'fork' ? roles.fork(role.n, role.of) : roles[role.kind];
}
