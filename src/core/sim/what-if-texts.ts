// What a scripted model writes when a fork hands it an observation its script did not foresee (what-if.ts):
// model-facing, so in the lesson's Spanish. The give-up names the tools but no figure: it has none to give.

/** The reasoning before asking again for a call that failed. */
export const RETRY_TEXT = 'La herramienta devolvió un error; lo intento una vez más.';

const toolList = (names: readonly string[]): string => {
  const unique = [...new Set(names.filter((n) => n !== ''))];
  return unique.length <= 1 ? (unique[0] ?? 'la herramienta') : `${unique.slice(0, -1).join(', ')} y ${unique.at(-1) ?? ''}`;
};

/** The final answer after the retry failed too. */
export function giveUpText(names: readonly string[]): string {
  return `No he podido obtener los datos: ${toolList(names)} devolvió un error también al reintentarlo. Sin esos datos no puedo darte la respuesta ni ninguna cifra.`;
}

/** The final answer with what the tools returned, where the script cannot go on with it. */
export function observedText(observed: readonly unknown[], names: readonly string[]): string {
  const values = observed.map((value, i) => {
    const shown = shownValue(value);
    return names[i] ? `${names[i]} devolvió ${shown}` : shown;
  });
  return `Con los datos recibidos no puedo seguir el plan previsto. Lo que obtuve: ${values.join('; ') || 'nada'}.`;
}

/** A result as the answer quotes it: its `resultado` when it has one, as text or JSON. */
function shownValue(value: unknown): string {
  const inner = typeof value === 'object' && value !== null && 'resultado' in value ? value.resultado : value;
  return typeof inner === 'string' ? inner : JSON.stringify(inner);
}
