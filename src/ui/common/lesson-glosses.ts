// The English lesson's glosses of the Spanish model-facing fragments it quotes (the course materials, lesson 6.4.1 in
// English: “subió por la oferta de compra de un fondo”, rose on a fund's takeover offer). The English UI shows the
// gloss beside a text that holds the fragment; the fragment itself is shown byte for byte as the model wrote it or
// the tool returned it. Each pair is copied from the English lesson, so the lab glosses only what the lesson does.

const GLOSSES: readonly [fragment: string, gloss: string][] = [
  ['subió por la oferta de compra de un fondo', "rose on a fund's takeover offer"],
  ['ticker desconocido', 'unknown ticker'],
  ['Un fondo ofrece comprar Busmar Hogar', 'a fund offers to buy Busmar Hogar'],
  ['Busmar Hogar dispara su beneficio un 40 %', "Busmar Hogar's profit jumps 40%"],
  ['un fondo lanza una oferta por Busmar', 'a fund launches a bid for Busmar'],
  ['fue de 27.88%', 'was 27.88%'],
  ['fue de $10', 'was $10'],
];

/**
 * The lesson's glosses of the fragments `text` holds, in the order they appear in it.
 * @example glossesIn('BUSI subió por la oferta de compra de un fondo.') // ["rose on a fund's takeover offer"]
 */
export function glossesIn(text: string): string[] {
  return GLOSSES.flatMap(([fragment, gloss]) => {
    const at = text.indexOf(fragment);
    return at < 0 ? [] : [{ at, gloss }];
  })
    .sort((a, b) => a.at - b.at)
    .map((g) => g.gloss);
}
