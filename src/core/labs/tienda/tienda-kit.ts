// The office-supplies store of the Multiple Tools course: list_products and get_product over the course's five products, with
// its descriptions and its error (`{"error": "no product called 'notebok'"}`), returned as data.
import { z } from 'zod';
import { pythonRepr } from '../../tools/python-repr.ts';
import { createToolKit } from '../../tools/tool-kit.ts';
import type { ToolDefinition, ToolKit } from '../../tools/tool-kit-types.ts';
import { CLOSED_LOOKUP } from '../../tools/tool-annotations.ts';

export interface Product {
  price: number;
  stock: number;
}

/** The course's PRODUCTS, in its order. */
export const PRODUCTS: Readonly<Record<string, Product>> = {
  notebook: { price: 3.5, stock: 120 },
  pen: { price: 1.25, stock: 0 },
  stapler: { price: 11.0, stock: 14 },
  'monitor stand': { price: 42.99, stock: 3 },
  'desk lamp': { price: 27.5, stock: 8 },
};

export const noProductMessage = (name: string) => `no product called ${pythonRepr(name)}`;

/** `{"products": sorted(PRODUCTS)}`. */
export function listProducts(products: Readonly<Record<string, Product>> = PRODUCTS): { products: string[] } {
  return { products: Object.keys(products).sort() };
}

/** As the course: the name is looked up lower-cased and trimmed, and echoed as given. */
export function getProduct(name: string, products: Readonly<Record<string, Product>> = PRODUCTS): { name: string } & Product {
  const key = name.toLowerCase().trim();
  const item = Object.hasOwn(products, key) ? products[key] : undefined;
  if (item === undefined) throw new Error(noProductMessage(name));
  return { name, price: item.price, stock: item.stock };
}

const ListProductsArgs = z.object({});
const GetProductArgs = z.object({ name: z.string() });
const ListProductsOutput = z.strictObject({ products: z.array(z.string()) });
const GetProductOutput = z.strictObject({ name: z.string(), price: z.number(), stock: z.int().nonnegative() });

export function tiendaTools(products: Readonly<Record<string, Product>> = PRODUCTS): ToolDefinition[] {
  const list: ToolDefinition<z.infer<typeof ListProductsArgs>> = {
    name: 'list_products',
    description: 'List the names of every product in the store.',
    schema: ListProductsArgs,
    argsTitle: 'ListProductsArgs',
    annotations: CLOSED_LOOKUP,
    output: ListProductsOutput,
    run: () => listProducts(products),
  };
  const get: ToolDefinition<z.infer<typeof GetProductArgs>> = {
    name: 'get_product',
    description: 'Price and stock for one product, by name.',
    schema: GetProductArgs,
    argsTitle: 'GetProductArgs',
    annotations: CLOSED_LOOKUP,
    output: GetProductOutput,
    run: ({ name }) => getProduct(name, products),
  };
  return [list, get] as ToolDefinition[];
}

/** The store's kit. An invented argument is refused (the course's `**args` call would raise on it). */
export function createTiendaKit(products: Readonly<Record<string, Product>> = PRODUCTS): ToolKit {
  return createToolKit(tiendaTools(products), { extraArgs: 'forbid' });
}
