// A tool output longer than the cap is cut, with a marker the model (and the student) can see: whatever a tool
// returns enters the context of every later step.

export function capOutput(text: string, maxChars: number): { text: string; capped: boolean } {
  if (text.length <= maxChars) return { text, capped: false };
  const omitted = text.length - maxChars;
  return { text: `${text.slice(0, maxChars)}… [salida recortada: ${omitted} caracteres omitidos]`, capped: true };
}
