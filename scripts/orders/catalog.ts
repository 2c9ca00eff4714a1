// What the fictitious office-supplies distributor sells and to whom: products with list prices in Mexican
// pesos, the five sales regions, and the customers (each one in one region). The names are invented.

export type Category = 'Papelería' | 'Mobiliario' | 'Electrónica' | 'Iluminación';

export interface Product {
  producto: string;
  categoria: Category;
  /** List price in pesos; an order may carry a discount on it. */
  precio: number;
  /** How popular the product is, relative to the others. */
  weight: number;
}

export const PRODUCTS: readonly Product[] = [
  { producto: 'Cuaderno profesional', categoria: 'Papelería', precio: 45, weight: 9 },
  { producto: 'Paquete de plumas', categoria: 'Papelería', precio: 89, weight: 8 },
  { producto: 'Resma de papel carta', categoria: 'Papelería', precio: 119, weight: 10 },
  { producto: 'Carpeta de argollas', categoria: 'Papelería', precio: 65, weight: 6 },
  { producto: 'Marcatextos', categoria: 'Papelería', precio: 52, weight: 5 },
  { producto: 'Silla ergonómica', categoria: 'Mobiliario', precio: 2899, weight: 4 },
  { producto: 'Escritorio de melamina', categoria: 'Mobiliario', precio: 3450, weight: 2 },
  { producto: 'Archivero metálico', categoria: 'Mobiliario', precio: 2150, weight: 2 },
  { producto: 'Soporte para monitor', categoria: 'Mobiliario', precio: 799, weight: 3 },
  { producto: 'Monitor de 24 pulgadas', categoria: 'Electrónica', precio: 3299, weight: 4 },
  { producto: 'Teclado inalámbrico', categoria: 'Electrónica', precio: 649, weight: 5 },
  { producto: 'Mouse inalámbrico', categoria: 'Electrónica', precio: 329, weight: 6 },
  { producto: 'Audífonos con micrófono', categoria: 'Electrónica', precio: 899, weight: 4 },
  { producto: 'Lámpara de escritorio', categoria: 'Iluminación', precio: 549, weight: 4 },
  { producto: 'Foco LED', categoria: 'Iluminación', precio: 159, weight: 5 },
];

/** Units in one order line: office paper goes by the dozen, desks one or two at a time. */
export const UNITS: Record<Category, { min: number; max: number }> = {
  Papelería: { min: 1, max: 60 },
  Mobiliario: { min: 1, max: 8 },
  Electrónica: { min: 1, max: 15 },
  Iluminación: { min: 1, max: 20 },
};

export const REGIONS = ['Norte', 'Noreste', 'Centro', 'Occidente', 'Sureste'] as const;
export type Region = (typeof REGIONS)[number];

export const CUSTOMER_KINDS = ['Papelería', 'Comercial', 'Distribuidora', 'Oficinas', 'Grupo', 'Despacho'] as const;

export const CUSTOMER_NAMES = [
  'Álamo',
  'Bravo',
  'Cedillo',
  'Durán',
  'Escobedo',
  'Fuentes',
  'Galindo',
  'Herrera',
  'Ibarra',
  'Juárez',
  'Lozano',
  'Medina',
  'Navarro',
  'Orozco',
  'Paredes',
  'Quintero',
  'Rosales',
  'Salinas',
  'Treviño',
  'Urrutia',
  'Valdez',
  'Zamora',
] as const;

/** How many customers the distributor has. */
export const CUSTOMER_COUNT = 48;
