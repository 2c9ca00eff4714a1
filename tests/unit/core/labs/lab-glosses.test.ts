// Every lab's preset questions and answers carry a gloss in the UI language their course does not speak, and the
// questions the model reads are still the ones it read before the glosses (a gloss is page data, never a prompt).
// Every question a scripted scenario asks, and those made for a student's table, is glossed whole too, and so is
// every answer and tool error a scenario's run shows.
import { describe, expect, it } from 'vitest';
import { analistaPresets } from '../../../../src/core/labs/analista/analista-lab.ts';
import { csvTable } from '../../../../src/core/labs/analista/csv-table.ts';
import type { LabGloss } from '../../../../src/core/labs/lab-error-glosses.ts';
import { LAB_GLOSSES } from '../../../../src/core/labs/lab-glosses.ts';
import { labDefinition, LABS, type LabId } from '../../../../src/core/labs/lab-registry.ts';
import { useLabSimulators } from './lab-fixture.ts';

const sim = useLabSimulators();

/** The questions each course asks its model, as written before the glosses came: they must not change. */
const MODEL_FACING: Record<LabId, readonly string[]> = {
  asistente: [
    'What is 15% of 847 plus the current UTC hour?',
    'What day of the week will January 1st 2030 fall on?',
    'What is 2 to the power of 32?',
    'Give me a one-sentence summary of the Wikipedia article about Python',
    'What time is it right now in Tokyo?',
    'What time is it in Madrid right now?',
    'How many years ago did Albert Einstein receive the Nobel Prize in Physics?',
    'How many metres taller is Mount Everest than the Eiffel Tower?',
    'How many years passed between the first ascent of Mount Everest and the Apollo 11 Moon landing?',
    'What is the remainder when 2 to the power of 20 is divided by 7?',
    'How many days are left until January 1st 2026?',
    'What does FAISS stand for, and who develops it?',
  ],
  tienda: [
    'Which items under $30 are actually in stock, and what would one of each of those cost together?',
    'How much would two monitor stands cost?',
    'How many desk lamps and staplers are in stock altogether?',
  ],
  analista: [
    '¿Cuál es el importe total de los pedidos en cada región?',
    '¿Cuántos pedidos se cancelaron en el trimestre?',
    '¿Qué producto vendió más unidades?',
    '¿Cuál fue el pedido de mayor importe y qué cliente lo hizo?',
    '¿Cuánto sumaron los pedidos entregados de la región Norte en febrero?',
    '¿Cuál es el importe medio de un pedido de la categoría Mobiliario?',
    '¿Qué cliente compró por más importe?',
  ],
  hogar: ['Apaga las luces de todos los cuartos desocupados.', '¿Qué cuartos están ocupados y cuál de ellos es el más cálido?', 'Apaga la luz del baño.'],
  viajes: ['Cuatro días en Tokio y tres en París, en pesos', '¿Cuánto cuestan cinco días en Roma, en euros?', 'Una semana en Buenos Aires, en pesos argentinos'],
};

/** The language each course speaks to its model; its glosses are in the other one. */
const COURSE_LANGUAGE: Record<LabId, 'en' | 'es'> = { asistente: 'en', tienda: 'en', analista: 'es', hogar: 'es', viajes: 'es' };

/** Whether some gloss from `from` covers a fragment of `text`. */
const glossed = (text: string, from: LabGloss['from']) =>
  LAB_GLOSSES.some((entry) => entry.from === from && (typeof entry.text === 'string' ? text.includes(entry.text) : entry.text.test(text)));

/** The gloss of `text` taken whole, from `from`. */
function wholeGloss(text: string, from: LabGloss['from']): string | undefined {
  for (const entry of LAB_GLOSSES) {
    if (entry.from !== from) continue;
    if (typeof entry.text === 'string' ? entry.text === text : entry.text.exec(text)?.[0] === text) {
      if (typeof entry.gloss !== 'string') return 'worked out';
      return typeof entry.text === 'string' ? entry.gloss : text.replace(entry.text, entry.gloss);
    }
  }
  return undefined;
}

describe("the labs' glosses", () => {
  it('leave every question the model reads as it was', () => {
    expect(Object.fromEntries(LABS.map((lab) => [lab.id, lab.questions.map((q) => q.question)]))).toEqual(MODEL_FACING);
  });

  for (const lab of LABS) {
    it(`${lab.id}: every question and answer has its gloss in the other UI language`, () => {
      const course = COURSE_LANGUAGE[lab.id];
      expect(labDefinition(lab.id).language).toBe(course);
      for (const { question, answer, gloss } of lab.questions) {
        expect(gloss.lang, question).toBe(course === 'en' ? 'es' : 'en');
        expect(gloss.question.trim(), question).not.toBe('');
        expect(gloss.answer.trim(), question).not.toBe('');
        expect(gloss.question, question).not.toBe(question);
        expect(gloss.answer, question).not.toBe(answer);
        expect(wholeGloss(question, course)).toBe(gloss.question);
        expect(wholeGloss(answer, course)).toBe(gloss.answer);
      }
    });

    it(`${lab.id}: every scripted scenario's question, answer and tool error is glossed`, async () => {
      const course = COURSE_LANGUAGE[lab.id];
      for (const scenario of lab.scenarios) {
        expect(wholeGloss(scenario.question, course), scenario.id).toBeTruthy();
        const trace = await sim.run({ lab: lab.id, scenario: scenario.id, provider: 'gemini' });
        const { answer } = trace.summary;
        if (answer) expect(wholeGloss(answer, course), `${scenario.id}: ${answer}`).toBeTruthy();
        for (const event of trace.events) {
          if (event.type === 'result' && event.isError) expect(glossed(event.wireText, course), `${scenario.id}: ${event.wireText}`).toBe(true);
        }
      }
    });
  }

  it("glosses the analyst's questions about a student's own table", () => {
    const loaded = csvTable('mis_pedidos.csv', new TextEncoder().encode('pedido,importe\nP-1,450\nP-2,12\n'));
    if (!loaded.ok) throw new Error(loaded.error.en);
    const presets = analistaPresets(loaded.table, []);
    expect(presets).toHaveLength(3);
    expect(presets.map((q) => wholeGloss(q, 'es'))).toEqual([
      'How many rows does the table have, and which columns?',
      'What is the largest value in column importe?',
      'What is the sum of importe for each value of pedido?',
    ]);
  });
});
