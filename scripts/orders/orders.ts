// A quarter of orders of the distributor, one product per order: more orders on weekdays, a few big
// customers, list prices with the odd discount, and the last week's orders still in transit. Pure: the
// same seed gives the same rows.
import { seededRandom, type Random } from '../../src/core/random/seeded-random.ts';
import { pythonRound } from '../../src/core/tools/python-round.ts';
import { isoFromDay, dayFromIso } from '../data/trading-calendar.ts';
import {
  CUSTOMER_COUNT,
  CUSTOMER_KINDS,
  CUSTOMER_NAMES,
  PRODUCTS,
  REGIONS,
  UNITS,
  type Category,
  type Region,
} from './catalog.ts';

export const ORDERS_SEED = 20240331;
export const FIRST_ORDER_DAY = '2024-01-01';
export const LAST_ORDER_DAY = '2024-03-31';

export type OrderStatus = 'entregado' | 'enviado' | 'cancelado' | 'devuelto';

export interface OrderRow {
  pedido: string;
  fecha: string;
  cliente: string;
  region: Region;
  producto: string;
  categoria: Category;
  unidades: number;
  precio_unitario: number;
  importe: number;
  estado: OrderStatus;
}

interface Customer {
  cliente: string;
  region: Region;
  weight: number;
}

const REGION_WEIGHTS: Record<Region, number> = { Norte: 2, Noreste: 2, Centro: 3, Occidente: 2, Sureste: 1 };
const DISCOUNTS = [0, 0, 0, 0, 0, 0, 0.05, 0.05, 0.1, 0.15];
const CANCELLED = 0.06;
const RETURNED = 0.03;
/** Orders of the last days of the quarter are mostly still on their way. */
const IN_TRANSIT_DAYS = 7;

function weightedPick<T>(random: Random, items: readonly T[], weight: (item: T) => number): T {
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let target = random.next() * total;
  for (const item of items) {
    target -= weight(item);
    if (target < 0) return item;
  }
  return items[items.length - 1] as T;
}

function customers(random: Random): Customer[] {
  const names = CUSTOMER_KINDS.flatMap((kind) => CUSTOMER_NAMES.map((name) => `${kind} ${name}`));
  return random
    .sample(names, CUSTOMER_COUNT)
    .sort()
    .map((cliente) => ({
      cliente,
      region: weightedPick(random, REGIONS, (r) => REGION_WEIGHTS[r]),
      // Log-normal sizes: a handful of customers place many of the orders.
      weight: Math.exp(random.normal(0, 0.8)),
    }));
}

function ordersOnDay(random: Random, weekday: number): number {
  if (weekday === 0) return random.int(0, 6);
  if (weekday === 6) return random.int(6, 14);
  return random.int(30, 46);
}

function status(random: Random, daysToEnd: number): OrderStatus {
  if (random.chance(CANCELLED)) return 'cancelado';
  if (daysToEnd < IN_TRANSIT_DAYS && random.chance(0.75)) return 'enviado';
  return random.chance(RETURNED) ? 'devuelto' : 'entregado';
}

export function generateOrders(seed = ORDERS_SEED): OrderRow[] {
  const root = seededRandom(seed, 'orders');
  const buyers = customers(root.fork('customers'));
  const random = root.fork('lines');
  const first = dayFromIso(FIRST_ORDER_DAY);
  const last = dayFromIso(LAST_ORDER_DAY);
  const rows: OrderRow[] = [];
  for (let day = first; day <= last; day++) {
    const fecha = isoFromDay(day);
    const count = ordersOnDay(random, new Date(`${fecha}T00:00:00Z`).getUTCDay());
    for (let i = 0; i < count; i++) {
      const buyer = weightedPick(random, buyers, (c) => c.weight);
      const product = weightedPick(random, PRODUCTS, (p) => p.weight);
      const { min, max } = UNITS[product.categoria];
      // Squared uniform: small orders are the rule, big ones the exception.
      const unidades = min + Math.floor((max - min + 1) * random.next() ** 2);
      const precio_unitario = pythonRound(product.precio * (1 - random.pick(DISCOUNTS)), 2);
      rows.push({
        pedido: `P-${String(rows.length + 1).padStart(5, '0')}`,
        fecha,
        cliente: buyer.cliente,
        region: buyer.region,
        producto: product.producto,
        categoria: product.categoria,
        unidades,
        precio_unitario,
        importe: pythonRound(unidades * precio_unitario, 2),
        estado: status(random, last - day),
      });
    }
  }
  return rows;
}
