// The facts of the lesson the generated data must contain (as the course's lesson states them): BUSI's closes on
// four sessions, and one takeover headline that is BUSI's only news in the week the lesson asks about.

export const FIRST_DAY = '2023-01-02';
export const LAST_DAY = '2024-12-31';

/** The seed of every random draw of the generator. */
export const DATA_SEED = 20240319;

export const BUSI = 'BUSI';

/** BUSI's closes printed by the lesson; the generated path goes exactly through them. */
export const BUSI_ANCHORS: readonly { fecha: string; cierre: number }[] = [
  { fecha: '2024-01-03', cierre: 27.75 },
  { fecha: '2024-03-01', cierre: 25.2 },
  { fecha: '2024-03-15', cierre: 26.19 },
  { fecha: '2024-03-22', cierre: 27.88 },
];

export const BUSI_TAKEOVER_DAY = '2024-03-19';
export const BUSI_TAKEOVER_HEADLINE = 'Un fondo ofrece comprar Busmar Hogar';

/** The takeover headline as three agencies ran it (UTC times). */
export const BUSI_TAKEOVER_COPIES: readonly { hora: string; fuente: string }[] = [
  { hora: '08:12:00', fuente: 'Agencia Meridiana' },
  { hora: '08:15:40', fuente: 'Mercado Abierto' },
  { hora: '08:23:10', fuente: 'Diario del Inversor' },
];

/** Later news of the same offer, outside the quiet week. */
export const BUSI_TAKEOVER_FOLLOW_UPS: readonly { fecha: string; hora: string; titular: string }[] = [
  { fecha: '2024-04-16', hora: '07:45:00', titular: 'El consejo de Busmar Hogar recomienda aceptar la oferta del fondo' },
  { fecha: '2024-06-04', hora: '09:30:00', titular: 'La CNMV autoriza la oferta del fondo sobre Busmar Hogar' },
];

/** Days (both included) on which a ticker gets no news but the scripted takeover: the lesson's
 * buscar_noticias(BUSI, 2024-03-15, 2024-03-22) must return that one headline. */
export const QUIET_WEEKS: readonly { ticker: string; desde: string; hasta: string }[] = [
  { ticker: BUSI, desde: '2024-03-15', hasta: '2024-03-22' },
];

export function isQuiet(ticker: string, fecha: string): boolean {
  return QUIET_WEEKS.some((w) => w.ticker === ticker && w.desde <= fecha && fecha <= w.hasta);
}
