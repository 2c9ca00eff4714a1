// The lesson's tool calls, one click each on the tools page (arguments byte-exact with the lesson).

export interface LessonExample {
  id: string;
  tool: string;
  args: Record<string, string>;
  label: { en: string; es: string };
}

export const LESSON_EXAMPLES: readonly LessonExample[] = [
  {
    id: 'sabado',
    tool: 'precio',
    args: { ticker: 'BUSI', fecha: '2024-03-16' },
    label: { en: 'A Saturday: BUSI on 2024-03-16', es: 'Un sábado: BUSI el 2024-03-16' },
  },
  {
    id: 'fecha-europea',
    tool: 'precio',
    args: { ticker: 'BUSI', fecha: '16/03/2024' },
    label: { en: 'A European date: 16/03/2024', es: 'Una fecha europea: 16/03/2024' },
  },
  {
    id: 'inyeccion',
    tool: 'calculadora',
    args: { expresion: "__import__('os').getcwd()" },
    label: { en: 'Code injection into the calculator', es: 'Inyección de código en la calculadora' },
  },
  {
    id: 'ticker-desconocido',
    tool: 'precio',
    args: { ticker: 'ACME', fecha: '2024-03-15' },
    label: { en: 'An unknown ticker: ACME', es: 'Un ticker desconocido: ACME' },
  },
  {
    id: 'porcentaje',
    tool: 'calculadora',
    args: { expresion: '(27.88/26.19 - 1)*100' },
    label: { en: 'The percentage change, computed', es: 'El cambio porcentual, calculado' },
  },
  {
    id: 'noticias',
    tool: 'buscar_noticias',
    args: { ticker: 'BUSI', desde: '2024-03-18', hasta: '2024-03-20' },
    label: { en: 'BUSI news, 2024-03-18 to 20', es: 'Noticias de BUSI, del 2024-03-18 al 20' },
  },
  {
    id: 'variacion',
    tool: 'variacion',
    args: { ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' },
    label: { en: 'BUSI change, 2024-03-15 to 22', es: 'Variación de BUSI, del 2024-03-15 al 22' },
  },
];

/** The arguments a tool's form opens with when the link gives none: its first example's. */
export function defaultArgs(tool: string): string {
  const ex = LESSON_EXAMPLES.find((e) => e.tool === tool);
  return JSON.stringify(ex ? ex.args : {});
}
