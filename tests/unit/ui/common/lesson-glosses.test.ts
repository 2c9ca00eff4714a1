// The gloss lookup: the English lesson's glosses, found in the texts that hold their Spanish fragments, in the
// order they appear; and the labs' tool errors, each made by the lab's own kit as the model reads it, glossed in
// the UI language the course does not speak (and not in the one it does).
import { describe, expect, it } from 'vitest';
import { createAnalistaKit } from '../../../../src/core/labs/analista/analista-kit.ts';
import { csvTable } from '../../../../src/core/labs/analista/csv-table.ts';
import { createAsistenteKit } from '../../../../src/core/labs/asistente/asistente-kit.ts';
import { calculator } from '../../../../src/core/labs/asistente/calculator-tool.ts';
import { unknownZoneMessage } from '../../../../src/core/labs/asistente/datetime-tool.ts';
import { notFoundMessage, WIKIPEDIA_TIMEOUT } from '../../../../src/core/labs/asistente/wikipedia-tool.ts';
import { createHogarKit } from '../../../../src/core/labs/hogar/hogar-kit.ts';
import { createTiendaKit } from '../../../../src/core/labs/tienda/tienda-kit.ts';
import { createViajesKit } from '../../../../src/core/labs/viajes/viajes-kit.ts';
import { glossesIn, languageOf, translationOf } from '../../../../src/ui/common/lesson-glosses.ts';

describe('glossesIn', () => {
  it("glosses the lesson's fragments where a text holds them", () => {
    expect(glossesIn('BUSI subió por la oferta de compra de un fondo.', 'en')).toEqual(["rose on a fund's takeover offer"]);
    expect(glossesIn('{"error": "ticker desconocido: ACME"}', 'en')).toEqual(['unknown ticker']);
    expect(glossesIn('El cierre del ticker ACME el 2024-03-15 fue de $10.', 'en')).toEqual(['was $10']);
  });

  it('gives several in the order of the text, and none for a text without a fragment or in the page language', () => {
    expect(glossesIn('Busmar Hogar dispara su beneficio un 40 %, no: Un fondo ofrece comprar Busmar Hogar', 'en')).toEqual(["Busmar Hogar's profit jumps 40%", 'a fund offers to buy Busmar Hogar']);
    expect(glossesIn('El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.', 'en')).toEqual([]);
    expect(glossesIn('BUSI subió por la oferta de compra de un fondo.', 'es')).toEqual([]);
  });

  it('reads a fragment whose letters JSON escaped', () => {
    expect(glossesIn('{"error": "no hay ning\\u00fan cuarto llamado \'garaje\'; cuartos: sala"}', 'en')).toEqual(["there is no room called 'garaje'; rooms:"]);
  });
});

/** A tool's output as the trace shows it: its JSON. */
const wire = (output: unknown) => JSON.stringify(output);
const thrown = (f: () => unknown) => {
  try {
    f();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a throw');
};

describe("the labs' tool errors", () => {
  it("the assistant's English errors carry a Spanish gloss on the Spanish page, none on the English one", () => {
    const kit = createAsistenteKit();
    const cases: [string, string][] = [
      [thrown(() => calculator('')), 'error: expresión no válida: está vacía'],
      [thrown(() => calculator('2 +')), 'error: expresión no válida: falta un número al final'],
      [thrown(() => calculator('(2 + 3')), 'error: expresión no válida: el paréntesis de la posición 1 no se cierra nunca'],
      [thrown(() => calculator('1 / 0')), 'error de la herramienta: división por cero'],
      [thrown(() => calculator('__import__("os")')), 'error: solo se admite aritmética'],
      [unknownZoneMessage('Mars/Olympus'), "error: zona horaria desconocida 'Mars/Olympus'; usa un nombre IANA como UTC, Europe/Madrid o America/New_York"],
      [WIKIPEDIA_TIMEOUT, 'la petición a Wikipedia agotó su tiempo'],
      [notFoundMessage('Atlantis'), "no se encontró ningún artículo de Wikipedia titulado 'Atlantis'"],
      [wire(kit.execute('web_search', {})), "error: la herramienta 'web_search' no existe. Disponibles:"],
      [wire(kit.execute('calculator', {})), 'error de la herramienta: argumentos no válidos:'],
    ];
    for (const [error, gloss] of cases) {
      expect(glossesIn(error, 'es'), error).toEqual([gloss]);
      expect(glossesIn(error, 'en'), error).toEqual([]);
    }
  });

  it("the store's English error carries a Spanish gloss", () => {
    expect(glossesIn(wire(createTiendaKit().execute('get_product', { name: 'notebok' })), 'es')).toEqual(["no hay ningún producto llamado 'notebok'"]);
  });

  it("the Spanish labs' errors carry an English gloss on the English page, none on the Spanish one", () => {
    const csv = 'pedido,fecha,importe\nP-1,2024-01-05,450\n';
    const loaded = csvTable('pedidos.csv', new TextEncoder().encode(csv));
    if (!loaded.ok) throw new Error(loaded.error.en);
    const analista = createAnalistaKit(loaded.table).kit;
    const viajes = createViajesKit();
    const cases: [unknown, string[]][] = [
      [analista.execute('filter_rows', { condiciones: [{ columna: 'status', operador: '==', valor: 'x' }] }), ["column 'status' does not exist; columns:"]],
      [analista.execute('filter_rows', { condiciones: [{ columna: 'importe', operador: '==', valor: 'mucho' }] }), ["column 'importe' is numeric: the value 'mucho' is not a number"]],
      [analista.execute('filter_rows', { condiciones: [{ columna: 'pedido', operador: '>', valor: 'P' }] }), ["the '>' operator does not apply to the text column 'pedido'; valid operators:"]],
      [analista.execute('filter_rows', { condiciones: [{ columna: 'importe', operador: 'in', valor: [] }] }), ["the 'in' operator needs at least one value in the list"]],
      [analista.execute('filter_rows', { condiciones: [{ columna: 'importe', operador: '==', valor: [1, 2] }] }), ["the '==' operator needs a single value, not a list (for several values use 'in')"]],
      [analista.execute('aggregate', { operacion: 'sum' }), ["the 'sum' operation needs a column;", 'numeric columns:']],
      [analista.execute('aggregate', { operacion: 'max', columna: 'pedido' }), ["the 'max' operation does not apply to the text column 'pedido';", 'numeric or date columns:']],
      [createHogarKit().kit.execute('set_light', { cuarto: 'garaje', encendida: false }), ["there is no room called 'garaje'; rooms:"]],
      [viajes.execute('costo_diario', { ciudad: 'Kioto' }), ["unknown city: 'Kioto'. Available cities:"]],
      [viajes.execute('tipo_de_cambio', { de: 'USD', a: 'XYZ' }), ["unknown currency: 'XYZ'. Available currencies:"]],
    ];
    for (const [output, glosses] of cases) {
      expect(glossesIn(wire(output), 'en'), wire(output)).toEqual(glosses);
      expect(glossesIn(wire(output), 'es'), wire(output)).toEqual([]);
    }
  });
});

describe('translationOf and languageOf', () => {
  it("a lab's question, whole, in the other language, and the language it is in", () => {
    expect(translationOf('What is 2 to the power of 32?', 'es')).toBe('¿Cuánto es 2 elevado a 32?');
    expect(translationOf('What is 2 to the power of 32?', 'en')).toBeUndefined();
    expect(translationOf('¿Cuál es el valor máximo de la columna importe?', 'en')).toBe('What is the largest value in column importe?');
    expect(translationOf('What is 2 to the power of 32? Quickly.', 'es')).toBeUndefined();
    expect(languageOf('What is 2 to the power of 32?')).toBe('en');
    expect(languageOf('Apaga la luz del baño.')).toBe('es');
    expect(languageOf('Something a live model wrote.')).toBeUndefined();
  });
});
