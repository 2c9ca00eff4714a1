// The travel budgeter's fixed tables (The Multiple Tools course names the tools but gives no figures, so these are the lab's):
// a day's cost per person in ten cities, in US dollars so that one exchange rate converts any trip, and units
// of each currency per dollar. Plausible round figures, not quotes.

export interface City {
  nombre: string;
  pais: string;
  /** Lodging, food and local transport for one person and one day, in USD. */
  costoDiario: number;
  /** Other names a model may use (English ones); accents and case are ignored anyway. */
  alias: readonly string[];
}

export const CIUDADES: readonly City[] = [
  { nombre: 'Bangkok', pais: 'Tailandia', costoDiario: 60, alias: [] },
  { nombre: 'Berlín', pais: 'Alemania', costoDiario: 140, alias: [] },
  { nombre: 'Buenos Aires', pais: 'Argentina', costoDiario: 85, alias: [] },
  { nombre: 'Ciudad de México', pais: 'México', costoDiario: 75, alias: ['CDMX', 'Mexico City'] },
  { nombre: 'Londres', pais: 'Reino Unido', costoDiario: 210, alias: ['London'] },
  { nombre: 'Madrid', pais: 'España', costoDiario: 130, alias: [] },
  { nombre: 'Nueva York', pais: 'Estados Unidos', costoDiario: 240, alias: ['New York'] },
  { nombre: 'París', pais: 'Francia', costoDiario: 190, alias: [] },
  { nombre: 'Roma', pais: 'Italia', costoDiario: 150, alias: ['Rome'] },
  { nombre: 'Tokio', pais: 'Japón', costoDiario: 165, alias: ['Tokyo'] },
];

/** Units of each currency (ISO 4217) for one US dollar. */
export const UNIDADES_POR_DOLAR: Readonly<Record<string, number>> = {
  ARS: 1150,
  BRL: 5.6,
  CLP: 950,
  COP: 4100,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 150,
  MXN: 18.5,
  THB: 36,
  USD: 1,
};
