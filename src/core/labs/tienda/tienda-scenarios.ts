// The office store's scripted scenarios (the Multiple Tools course): list, price every product in one turn (the calls of a turn
// run together), filter and add up. The misspelt run shows the course's habit: errors come back as data, and the
// model corrects the name and retries.
import type { ScriptAction } from '../../run/script-contract.ts';
import { TIENDA_QUESTION } from './tienda-questions.ts';
import { answer, call, calls, errorOf, isRecordValue, resultOf, unexpected } from '../script-reading.ts';
import type { LabScenario } from '../lab-scenario.ts';

interface Priced {
  name: string;
  price: number;
  stock: number;
}

const BUDGET = 30;

function productNames(output: unknown): string[] | undefined {
  const value = resultOf(output);
  if (!isRecordValue(value) || !Array.isArray(value.products)) return undefined;
  return value.products.filter((p): p is string => typeof p === 'string');
}

function priced(output: unknown): Priced | undefined {
  const value = resultOf(output);
  if (!isRecordValue(value)) return undefined;
  const { name, price, stock } = value;
  return typeof name === 'string' && typeof price === 'number' && typeof stock === 'number' ? { name, price, stock } : undefined;
}

const money = (value: number) => `$${value.toFixed(2)}`;

function joinNames(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The answer from the priced products: those under $30 with stock, cheapest first, and one of each added up. */
function storeAnswer(products: readonly Priced[]): string {
  const picked = products.filter((p) => p.price < BUDGET && p.stock > 0).sort((a, b) => a.price - b.price);
  if (picked.length === 0) return `Nothing under $${BUDGET} is in stock.`;
  const total = picked.reduce((sum, p) => sum + p.price, 0);
  const list = joinNames(picked.map((p) => `${p.name} (${money(p.price)})`));
  return `Under $${BUDGET} and in stock: ${list}. One of each costs ${money(total)}.`;
}

type StoreRule = 'list' | 'price_all' | 'fix_name' | 'answer';

/**
 * `misspell` turns the listed names into the ones the model asks for in its pricing turn; a name the store does
 * not know comes back as an error, which the model fixes with the listed name it meant and asks again.
 */
function store(misspell: (name: string) => string) {
  return (results: readonly unknown[]): ScriptAction<StoreRule> => {
    const n = results.length;
    if (n === 0) return calls('list', [call('list_products')]);
    const names = productNames(results[0]);
    if (!names) return unexpected('expected the product list first');
    if (n === 1) return calls('price_all', names.map((name) => call('get_product', { name: misspell(name) })));
    const batch = results.slice(1, 1 + names.length);
    if (batch.length < names.length) return unexpected(`expected ${names.length} get_product results in one turn`);
    const wrong = names.filter((_, i) => errorOf(batch[i]) !== undefined);
    if (wrong.length > 0 && n === 1 + names.length) {
      return calls('fix_name', wrong.map((name) => call('get_product', { name })), 'I misspelt a name; the list has the right one.');
    }
    if (n !== 1 + names.length + wrong.length) return unexpected('expected nothing after the retried names');
    const products = results.slice(1).map(priced).filter((p): p is Priced => p !== undefined);
    if (products.length !== names.length) return unexpected('expected every listed product priced');
    return answer('answer', storeAnswer(products));
  };
}

export const TIENDA_SCENARIOS: readonly LabScenario[] = [
  {
    id: 'compra',
    label: { en: 'The shopping question', es: 'La pregunta de la compra' },
    gloss: {
      en: 'Lists the products, asks for all five prices in one turn (parallel calls), keeps those under $30 in stock and adds them up (the run shows which, and the total).',
      es: 'Lista los productos, pide los cinco precios en un solo turno (llamadas en paralelo), se queda con los de menos de $30 con existencias y los suma (la ejecución muestra cuáles y el total).',
    },
    question: TIENDA_QUESTION,
    rules: ['list', 'price_all', 'answer'],
    act: store((name) => name),
  },
  {
    id: 'nombre_mal_escrito',
    label: { en: 'Misspelt name', es: 'Nombre mal escrito' },
    gloss: {
      en: 'Asks for "notebok": the store answers {"error": "no product called \'notebok\'"} as data, and the model asks again with the listed name.',
      es: 'Pide «notebok»: la tienda responde {"error": "no product called \'notebok\'"} como dato, y el modelo vuelve a pedirlo con el nombre de la lista.',
    },
    question: TIENDA_QUESTION,
    rules: ['list', 'price_all', 'fix_name', 'answer'],
    act: store((name) => (name === 'notebook' ? 'notebok' : name)),
  },
];
