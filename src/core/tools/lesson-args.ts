// The lesson's argument models (pydantic in the lesson, zod here), with its patterns. Field order matters:
// it is the order of the JSON Schema's properties and of the validation messages.
import { z } from 'zod';

// Written exactly as the lesson's raw strings, since the pattern text is shown to the model and quoted in the
// validation message. JavaScript's \d is ASCII-only where pydantic's Rust regex also accepts other digits:
// stricter, and the same for every input the lesson shows.
const TICKER = /^[A-Z]{4}$/;
const FECHA = /^\d{4}-\d{2}-\d{2}$/;

export const ArgsPrecio = z.object({ ticker: z.string().regex(TICKER), fecha: z.string().regex(FECHA) });
export type ArgsPrecio = z.infer<typeof ArgsPrecio>;

export const ArgsNoticias = z.object({
  ticker: z.string().regex(TICKER),
  desde: z.string().regex(FECHA),
  hasta: z.string().regex(FECHA),
});
export type ArgsNoticias = z.infer<typeof ArgsNoticias>;

export const ArgsCalculadora = z.object({ expresion: z.string() });
export type ArgsCalculadora = z.infer<typeof ArgsCalculadora>;

export const ArgsVariacion = z.object({
  ticker: z.string().regex(TICKER),
  desde: z.string().regex(FECHA),
  hasta: z.string().regex(FECHA),
});
export type ArgsVariacion = z.infer<typeof ArgsVariacion>;
