// The English lesson's glosses, found in the texts that hold their Spanish fragments, in the order they appear.
import { describe, expect, it } from 'vitest';
import { glossesIn } from '../../../../src/ui/common/lesson-glosses.ts';

describe('glossesIn', () => {
  it("glosses the lesson's fragments where a text holds them", () => {
    expect(glossesIn('BUSI subió por la oferta de compra de un fondo.')).toEqual(["rose on a fund's takeover offer"]);
    expect(glossesIn('{"error": "ticker desconocido: ACME"}')).toEqual(['unknown ticker']);
    expect(glossesIn('El cierre del ticker ACME el 2024-03-15 fue de $10.')).toEqual(['was $10']);
  });

  it('gives several in the order of the text, and none for a text without a fragment', () => {
    expect(glossesIn('Busmar Hogar dispara su beneficio un 40 %, no: Un fondo ofrece comprar Busmar Hogar')).toEqual(["Busmar Hogar's profit jumps 40%", 'a fund offers to buy Busmar Hogar']);
    expect(glossesIn('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.')).toEqual([]);
  });
});
