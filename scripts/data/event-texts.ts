// Spanish headline templates. `{nombre}` is the company; other braces are filled by the event that uses them.
import type { Sector } from './companies.ts';

/** A corporate announcement and the mean log-return it causes. */
export interface Announcement {
  texto: string;
  efecto: number;
}

export const GENERIC_ANNOUNCEMENTS: readonly Announcement[] = [
  { texto: '{nombre} anuncia un plan de recompra de acciones de {millones} millones de euros', efecto: 0.012 },
  { texto: '{nombre} nombra un nuevo consejero delegado', efecto: 0 },
  { texto: '{nombre} coloca {millones} millones de euros en bonos a cinco años', efecto: 0 },
  { texto: '{nombre} vende una filial por {millones} millones de euros', efecto: 0.006 },
  { texto: '{nombre} amplía capital por {millones} millones de euros', efecto: -0.03 },
  { texto: '{nombre} rebaja sus previsiones para este año', efecto: -0.035 },
  { texto: '{nombre} mejora sus previsiones para este año', efecto: 0.03 },
  { texto: 'La CNMV abre un expediente a {nombre}', efecto: -0.02 },
];

export const SECTOR_ANNOUNCEMENTS: Record<Sector, readonly Announcement[]> = {
  Banca: [
    { texto: '{nombre} cerrará {numero} oficinas este año', efecto: 0.005 },
    { texto: '{nombre} eleva su margen de intereses un {porcentaje} %', efecto: 0.015 },
    { texto: '{nombre} aumenta sus provisiones por morosidad', efecto: -0.02 },
  ],
  Seguros: [
    { texto: '{nombre} aumenta un {porcentaje} % sus primas', efecto: 0.012 },
    { texto: '{nombre} asume pagos de {millones} millones por las inundaciones', efecto: -0.02 },
  ],
  Energía: [
    { texto: '{nombre} pone en marcha un parque solar de {numero} megavatios', efecto: 0.01 },
    { texto: '{nombre} firma un contrato de suministro por {millones} millones de euros', efecto: 0.012 },
    { texto: '{nombre} para una central por una avería', efecto: -0.02 },
  ],
  Construcción: [
    { texto: '{nombre} se adjudica una obra de {millones} millones de euros', efecto: 0.015 },
    { texto: '{nombre} gana un contrato de autopistas de {millones} millones', efecto: 0.015 },
    { texto: '{nombre} sufre retrasos en una obra y revisa su cartera', efecto: -0.02 },
  ],
  Inmobiliario: [
    { texto: '{nombre} compra un edificio de oficinas por {millones} millones de euros', efecto: 0.005 },
    { texto: '{nombre} vende {numero} viviendas a un fondo', efecto: 0.012 },
    { texto: '{nombre} rebaja la valoración de sus activos', efecto: -0.025 },
  ],
  'Tecnología y telecomunicaciones': [
    { texto: '{nombre} gana un contrato de {millones} millones con la Administración', efecto: 0.015 },
    { texto: '{nombre} sufre un ciberataque', efecto: -0.03 },
    { texto: '{nombre} lanza una nueva plataforma en la nube', efecto: 0.008 },
  ],
  Consumo: [
    { texto: '{nombre} abrirá {numero} tiendas este año', efecto: 0.006 },
    { texto: '{nombre} sube sus precios un {porcentaje} %', efecto: 0 },
    { texto: '{nombre} retira un lote de productos por un defecto', efecto: -0.02 },
  ],
  Salud: [
    { texto: '{nombre} obtiene la aprobación de un nuevo fármaco', efecto: 0.04 },
    { texto: '{nombre} suspende un ensayo clínico', efecto: -0.06 },
    { texto: '{nombre} compra un laboratorio por {millones} millones de euros', efecto: 0.005 },
  ],
  Industria: [
    { texto: '{nombre} gana un pedido de {millones} millones de euros', efecto: 0.015 },
    { texto: '{nombre} para una planta por una avería', efecto: -0.02 },
    { texto: '{nombre} abre una fábrica en México', efecto: 0.006 },
  ],
  'Turismo y transporte': [
    { texto: '{nombre} prevé un verano récord de reservas', efecto: 0.015 },
    { texto: '{nombre} sufre una huelga de su plantilla', efecto: -0.02 },
    { texto: '{nombre} eleva un {porcentaje} % sus viajeros', efecto: 0.01 },
  ],
};

export const RESULTS_UP: readonly string[] = [
  '{nombre} eleva un {cambio} % su beneficio {periodo}',
  '{nombre} gana un {cambio} % más {periodo}',
  'El beneficio de {nombre} crece un {cambio} % {periodo}',
];

export const RESULTS_DOWN: readonly string[] = [
  '{nombre} reduce un {cambio} % su beneficio {periodo}',
  '{nombre} gana un {cambio} % menos {periodo}',
  'El beneficio de {nombre} cae un {cambio} % {periodo}',
];

export const RATING_UP: readonly string[] = [
  '{firma} eleva a comprar la recomendación de {nombre}',
  '{firma} mejora el precio objetivo de {nombre}',
];

export const RATING_DOWN: readonly string[] = [
  '{firma} rebaja a vender la recomendación de {nombre}',
  '{firma} recorta el precio objetivo de {nombre}',
];

/** Research houses besides the panel's banks. */
export const ANALYSTS: readonly string[] = ['Analistas Ibéricos', 'Consultora Valoria', 'Atalaya Research'];

export const FUNDS: readonly string[] = ['Un fondo de capital riesgo', 'Un fondo estadounidense', 'Un fondo soberano'];

export const DIVIDEND_ANNOUNCED: readonly string[] = [
  '{nombre} repartirá un dividendo de {importe} euros por acción',
  '{nombre} propone un dividendo de {importe} euros por acción',
];

export const DIVIDEND_PAID = '{nombre} cotiza hoy sin el dividendo de {importe} euros';

export const MOVE_UP: readonly string[] = [
  '{nombre} se dispara un {pct} %',
  'Fuertes compras en {nombre}, que avanza un {pct} %',
  '{nombre} se revaloriza un {pct} % en bolsa',
];

export const MOVE_DOWN: readonly string[] = [
  '{nombre} se desploma un {pct} %',
  'Fuertes ventas en {nombre}, que pierde un {pct} %',
  '{nombre} se deja un {pct} % en bolsa',
];

/** A move with a known cause: `{causa}` is e.g. "tras presentar resultados". */
export const MOVE_UP_BECAUSE = '{nombre} sube un {pct} % {causa}';
export const MOVE_DOWN_BECAUSE = '{nombre} cae un {pct} % {causa}';

export const MARKET_RALLY = 'en una jornada de fuertes subidas en la bolsa';
export const MARKET_SELLOFF = 'en una jornada de fuertes caídas en la bolsa';

/** Fills `{key}` placeholders. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

/** A Spanish decimal: 4.25 → "4,25" (`decimals` fixed). */
export function spanishNumber(value: number, decimals: number): string {
  return value.toFixed(decimals).replace('.', ',');
}
