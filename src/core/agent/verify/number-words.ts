// Small counts a question writes as words ("Cuatro días en Tokio y tres en París", "four days"): the figures
// an answer may restate in digits without any tool having returned them. Two to twelve only: "un"/"one" are
// articles as often as numbers, and "once" is English for "one time".

const WORDS: Readonly<Record<string, number>> = {
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  doce: 12,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** @example numberWordsIn('Cuatro días en Tokio y tres en París') // [4, 3] */
export function numberWordsIn(text: string): number[] {
  const words = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.flatMap((w) => (Object.hasOwn(WORDS, w) ? [WORDS[w] as number] : []));
}
