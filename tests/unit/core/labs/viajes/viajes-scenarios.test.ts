// The travel budgeter's scenarios (the Multiple Tools course) on the four API shapes: five calls to the course's answer, and an
// unknown city whose error lists the known ones.
import { describe, expect, it } from 'vitest';
import { CIUDADES } from '../../../../../src/core/labs/viajes/travel-data.ts';
import { ofType, runOnEveryShape, useLabSimulators } from '../lab-fixture.ts';

const sim = useLabSimulators();
const lab = 'viajes';
const KNOWN = CIUDADES.map((c) => c.nombre).join(', ');

describe('viajes scenarios on every API shape', () => {
  it('presupuesto: two city costs and a rate in one turn, two calculations, 22755 MXN', async () => {
    for (const trace of await runOnEveryShape(sim, { lab, scenario: 'presupuesto' })) {
      expect(ofType(trace, 'result').map((r) => [r.step, r.name, r.args, r.output])).toEqual([
        [1, 'costo_diario', { ciudad: 'Tokio' }, { resultado: { ciudad: 'Tokio', pais: 'Japón', costo_diario: 165, moneda: 'USD' } }],
        [1, 'costo_diario', { ciudad: 'París' }, { resultado: { ciudad: 'París', pais: 'Francia', costo_diario: 190, moneda: 'USD' } }],
        [1, 'tipo_de_cambio', { de: 'USD', a: 'MXN' }, { resultado: { de: 'USD', a: 'MXN', tasa: 18.5 } }],
        [2, 'calculadora', { expresion: '4 * 165 + 3 * 190' }, { resultado: 1230 }],
        [3, 'calculadora', { expresion: '1230 * 18.5' }, { resultado: 22755 }],
      ]);
      expect(trace.summary).toMatchObject({ steps: 4, calls: 5, errors: 0, findings: [] });
      expect(trace.summary.answer).toBe(
        'Cuatro días en Tokio (165 USD al día) y tres en París (190 USD al día) suman 1230 USD; a 18.5 pesos por dólar, son 22755 MXN.',
      );
    }
  });

  it('ciudad_desconocida: Kioto\'s error lists the known cities; the answer prices París and says what it lacks', async () => {
    for (const trace of await runOnEveryShape(sim, { lab, scenario: 'ciudad_desconocida' })) {
      const [kioto] = ofType(trace, 'result');
      expect(kioto?.output).toEqual({ error: `ciudad desconocida: 'Kioto'. Ciudades disponibles: ${KNOWN}` });
      expect(trace.summary.answer).toBe(
        `Kioto no está en la tabla de costos (ciudades disponibles: ${KNOWN}), así que no puedo presupuestar esos días. ` +
          'Los tres días en París cuestan 570 USD, que a 18.5 pesos por dólar son 10545 MXN.',
      );
      // The answer invents nothing, but it cannot give Kioto's cost: the verifier's error rule says so.
      expect(trace.summary.findings.map((f) => f.code)).toEqual(['unresolved_tool_error']);
      expect(trace.script.status).toBe('complete');
    }
  });
});
