import { describe, expect, it } from 'vitest';
import { createTiendaKit, getProduct, listProducts, noProductMessage, PRODUCTS } from '../../../../../src/core/labs/tienda/tienda-kit.ts';
import { TIENDA_QUESTION, TIENDA_QUESTIONS } from '../../../../../src/core/labs/tienda/tienda-questions.ts';
import { answerMatches } from '../../../../../src/core/labs/lab-question.ts';

const kit = createTiendaKit();

describe('the office store (the Multiple Tools course)', () => {
  it("holds the course's five products", () => {
    expect(PRODUCTS).toEqual({
      notebook: { price: 3.5, stock: 120 },
      pen: { price: 1.25, stock: 0 },
      stapler: { price: 11, stock: 14 },
      'monitor stand': { price: 42.99, stock: 3 },
      'desk lamp': { price: 27.5, stock: 8 },
    });
  });

  it("has the course's tool names and descriptions", () => {
    expect(kit.tools.map((t) => [t.name, t.description])).toEqual([
      ['list_products', 'List the names of every product in the store.'],
      ['get_product', 'Price and stock for one product, by name.'],
    ]);
    expect(kit.jsonSchema('get_product')).toMatchObject({ properties: { name: { type: 'string' } }, required: ['name'] });
  });

  it('list_products: the names, sorted as Python sorts them', () => {
    expect(kit.execute('list_products', {})).toEqual({
      resultado: { products: ['desk lamp', 'monitor stand', 'notebook', 'pen', 'stapler'] },
    });
  });

  it('get_product: price and stock, the name echoed as given, looked up lower-cased and trimmed', () => {
    expect(kit.execute('get_product', { name: 'stapler' })).toEqual({ resultado: { name: 'stapler', price: 11, stock: 14 } });
    expect(kit.execute('get_product', { name: ' Desk Lamp ' })).toEqual({ resultado: { name: ' Desk Lamp ', price: 27.5, stock: 8 } });
  });

  it("a misspelt name is the course's error, as data", () => {
    expect(kit.execute('get_product', { name: 'notebok' })).toEqual({ error: "no product called 'notebok'" });
    expect(JSON.stringify(kit.execute('get_product', { name: 'notebok' }))).toBe('{"error":"no product called \'notebok\'"}');
    // Python's repr switches quotes when the name holds one.
    expect(noProductMessage("kid's lamp")).toBe(`no product called "kid's lamp"`);
    expect(() => getProduct('constructor')).toThrow("no product called 'constructor'");
  });

  it('an invented argument or a wrong type is refused, labelled', () => {
    expect(kit.executeDetailed('get_product', { name: 'pen', color: 'blue' })).toEqual({
      output: { error: 'argumentos no válidos: color: Extra inputs are not permitted' },
      label: 'unexpected_param',
    });
    expect(kit.executeDetailed('get_product', { nombre: 'pen' }).label).toBe('missing_required');
  });

  it("the course's question, answered from the tools: notebook, stapler, desk lamp; 42.00", () => {
    const listed = kit.execute('list_products', {});
    if (!('resultado' in listed)) throw new Error(listed.error);
    const names = (listed.resultado as { products: string[] }).products;
    const items = names.map((name) => {
      const output = kit.execute('get_product', { name });
      if (!('resultado' in output)) throw new Error(output.error);
      return output.resultado as { name: string; price: number; stock: number };
    });
    const chosen = items.filter((item) => item.price < 30 && item.stock > 0);
    expect(chosen.map((item) => item.name).sort()).toEqual(['desk lamp', 'notebook', 'stapler']);
    expect(chosen.reduce((sum, item) => sum + item.price, 0).toFixed(2)).toBe('42.00');
  });

  it('a store can be built over other products', () => {
    const other = createTiendaKit({ mug: { price: 4, stock: 2 } });
    expect(other.execute('list_products', {})).toEqual({ resultado: { products: ['mug'] } });
    expect(listProducts()).toEqual({ products: ['desk lamp', 'monitor stand', 'notebook', 'pen', 'stapler'] });
  });
});

describe('the store questions', () => {
  it("start with the course's question, whose good run prices all five products in one turn", () => {
    expect(TIENDA_QUESTIONS[0]?.question).toBe(TIENDA_QUESTION);
    expect(TIENDA_QUESTION).toBe('Which items under $30 are actually in stock, and what would one of each of those cost together?');
    expect(TIENDA_QUESTIONS[0]?.turns[1]).toHaveLength(5);
  });

  it.each(TIENDA_QUESTIONS.map((q) => [q.question, q]))('%s: every call of the good run succeeds and the answer is accepted', (_, question) => {
    for (const call of question.turns.flat()) expect(kit.execute(call.name, call.args)).toHaveProperty('resultado');
    expect(answerMatches(question, question.answer)).toBe(true);
  });
});
