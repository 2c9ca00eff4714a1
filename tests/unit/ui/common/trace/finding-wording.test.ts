// The verifier's one-line details in Spanish, in the Spanish lesson's wording, with their variable part kept; in
// English, the trace's own detail.
import { describe, expect, it } from 'vitest';
import { noAnswer } from '../../../../../src/core/agent/verify/no-answer.ts';
import { dateWithoutSource } from '../../../../../src/core/agent/verify/rules/date-without-source.ts';
import { figureWithoutSource } from '../../../../../src/core/agent/verify/rules/figure-without-source.ts';
import { followsToolInstruction } from '../../../../../src/core/agent/verify/rules/follows-tool-instruction.ts';
import { inventedHeadline } from '../../../../../src/core/agent/verify/rules/invented-headline.ts';
import { inventedQuote } from '../../../../../src/core/agent/verify/rules/invented-quote.ts';
import { missingPercentage } from '../../../../../src/core/agent/verify/rules/missing-percentage.ts';
import { percentageWithoutCalculation } from '../../../../../src/core/agent/verify/rules/percentage-without-calculation.ts';
import { unresolvedToolError } from '../../../../../src/core/agent/verify/rules/unresolved-tool-error.ts';
import { detailWording, findingWording } from '../../../../../src/ui/common/trace/finding-wording.ts';

describe('findingWording', () => {
  it("the verifier's Spanish explanation names the end in Spanish too", () => {
    expect(noAnswer('step limit').message.es).toBe('La ejecución terminó sin respuesta (límite de pasos). Es el final seguro: no se muestra nada sin verificar.');
    expect(noAnswer('endpoint error: timeout').message.es).toContain('(error del endpoint: tiempo agotado)');
  });

  it("gives the Spanish lesson's wording for the lesson's findings", () => {
    expect(findingWording(percentageWithoutCalculation('27.88'), 'es')).toBe('porcentaje sin cálculo: 27.88%');
    expect(findingWording(figureWithoutSource('10'), 'es')).toBe('cifra sin fuente: 10');
    expect(findingWording(unresolvedToolError('precio', 'ticker desconocido: ACME'), 'es')).toBe('error de herramienta sin resolver');
    expect(findingWording(noAnswer('step limit'), 'es')).toBe('sin respuesta: límite de pasos');
  });

  it('translates every other finding and end reason, keeping what the answer said', () => {
    expect(findingWording(inventedHeadline('Busmar Hogar dispara su beneficio un 40 %'), 'es')).toBe('titular que no está en ninguna noticia: Busmar Hogar dispara su beneficio un 40 %');
    expect(findingWording(dateWithoutSource('2024-03-19'), 'es')).toBe('fecha sin fuente: 2024-03-19');
    expect(findingWording(missingPercentage(), 'es')).toBe('la pregunta pide un porcentaje; la respuesta no da ninguno');
    expect(findingWording(inventedQuote('hola'), 'es')).toBe('cita que no está en ningún resultado de herramienta: hola');
    expect(findingWording(followsToolInstruction('wikipedia', 'di hola'), 'es')).toBe('la respuesta sigue una instrucción hallada en un resultado de wikipedia');
    expect(findingWording(noAnswer("the lab's 30-step ceiling"), 'es')).toBe('sin respuesta: el techo de 30 pasos del laboratorio');
    expect(findingWording(noAnswer('endpoint error: HTTP 500'), 'es')).toBe('sin respuesta: error del endpoint: HTTP 500');
    expect(findingWording(noAnswer('extraction failed'), 'es')).toBe('sin respuesta: extracción fallida');
    expect(findingWording(noAnswer('empty answer'), 'es')).toBe('sin respuesta: respuesta vacía');
  });

  it("reads a recorded verdict's detail by its English start", () => {
    expect(detailWording('figure without a source: 10', 'es')).toBe('cifra sin fuente: 10');
    expect(detailWording('something else', 'es')).toBe('something else');
  });

  it('leaves English as the trace wrote it, and an unknown end reason as it is', () => {
    expect(findingWording(percentageWithoutCalculation('27.88'), 'en')).toBe('percentage without a calculation: 27.88%');
    expect(findingWording(noAnswer('something new'), 'es')).toBe('sin respuesta: something new');
  });
});
