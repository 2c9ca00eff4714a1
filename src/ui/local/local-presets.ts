// One-click setups of the #/local page: the lesson's two tasks, its `variacion` run, and a free question. The
// first three carry the lesson's recorded run, shown beside the lab's result.
import { REFERENCE_TRACES, type ReferenceTrace } from '../../core/agent/index.ts';
import { BASIC_TOOLS, type LessonToolName } from '../../core/tools/index.ts';
import type { Bilingual } from '../../core/i18n/index.ts';

export interface LocalPreset {
  id: string;
  label: Bilingual;
  question: string;
  tools: readonly LessonToolName[];
  /** The lesson's recorded run of this setup. */
  reference?: ReferenceTrace;
}

function fromReference(id: string, label: Bilingual): LocalPreset {
  const reference = REFERENCE_TRACES.find((r) => r.id === id);
  if (!reference) throw new Error(`no reference trace '${id}'`);
  return { id, label, question: reference.question, tools: reference.tools as readonly LessonToolName[], reference };
}

export const FREE_PRESET: LocalPreset = {
  id: 'libre',
  label: { en: 'Free question', es: 'Pregunta libre' },
  question: '¿Qué noticias hubo de BUSI entre el 2024-03-18 y el 2024-03-20?',
  tools: BASIC_TOOLS,
};

export const LOCAL_PRESETS: readonly LocalPreset[] = [
  fromReference('tarea_porcentaje', { en: 'Task 1: percentage change (three tools)', es: 'Tarea 1: cambio porcentual (tres herramientas)' }),
  fromReference('tarea_acme', { en: 'Task 2: ACME, a ticker that does not exist', es: 'Tarea 2: ACME, un ticker que no existe' }),
  fromReference('variacion', { en: 'Task 1 with variacion + buscar_noticias', es: 'Tarea 1 con variacion + buscar_noticias' }),
  FREE_PRESET,
];

export function findPreset(id: string | undefined): LocalPreset | undefined {
  return LOCAL_PRESETS.find((p) => p.id === id);
}

/** The recorded run to show beside a result: only while the question and the tools are still the preset's. */
export function applicableReference(presetId: string, question: string, tools: readonly string[]): ReferenceTrace | undefined {
  const reference = findPreset(presetId)?.reference;
  if (!reference) return undefined;
  const sameTools = reference.tools.length === tools.length && reference.tools.every((t, i) => tools[i] === t);
  return reference.question === question && sameTools ? reference : undefined;
}
