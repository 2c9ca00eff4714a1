// The sweep's check for English on a Spanish page (tests/e2e/english-phrases.ts) catches a phrase, but not a
// Spanish word that holds it, nor a Spanish-style count.
import { describe, expect, it } from 'vitest';
import { englishIn } from '../../e2e/english-phrases.ts';

describe('englishIn', () => {
  it('catches an English phrase in Spanish text, but not a Spanish word that holds it', () => {
    expect(englishIn('#/x', 'barrera: llamada repetida — precio already called with these arguments')).toHaveLength(2);
    expect(englishIn('#/x', 'Ejecutar todo · Runtime · Cargando · 41.639 tokens · 1292 bytes')).toEqual([]);
  });

  it('catches a count in the English number style, and says where', () => {
    expect(englishIn('#/x', 'Cuerpo de la petición (1,068 bytes)')).toEqual(['#/x: «an English-style count» in «Cuerpo de la petición (1,068 bytes)»']);
  });
});
