// A fork's edits as zod schemas (agent/edits.ts, agent/plan/plan-edits.ts): what a trace file and a link carry,
// checked on the way back in. Here rather than with the trace schemas, so a page reads a link without loading them;
// lazy, so a page that reads neither (a first visit) never builds them.
import { z } from 'zod';

/** A fork's edit (agent/edits.ts), as a trace file or a link carries it. */
export const runEditSchema = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('result'), step: z.number(), call: z.number(), text: z.string() }),
    z.strictObject({ kind: z.literal('token'), step: z.number().int().positive(), ...tokenFields() }),
    z.strictObject({ kind: z.literal('approval'), step: z.number().int().positive(), call: z.number().int().nonnegative(), approved: z.boolean() }),
    z.strictObject({
      kind: z.literal('reply'),
      step: z.number(),
      reply: z.discriminatedUnion('kind', [
        z.strictObject({ kind: z.literal('text'), text: z.string() }),
        z.strictObject({
          kind: z.literal('calls'),
          calls: z.array(z.strictObject({ name: z.string(), args: z.record(z.string(), z.unknown()) })),
          text: z.string().optional(),
        }),
      ]),
    }),
  ]),
);

/** A plan-and-execute fork's edit (agent/plan/plan-edits.ts). */
export const planEditSchema = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('stage-reply'), stage: z.enum(['extract', 'write']), attempt: z.number(), text: z.string() }),
    z.strictObject({ kind: z.literal('stage-result'), call: z.number(), text: z.string() }),
    z.strictObject({ kind: z.literal('stage-token'), stage: z.enum(['extract', 'write']), attempt: z.number(), ...tokenFields() }),
  ]),
);

/** A forced token's position and id (a link may say anything: a token id is a whole number in the model's range). */
function tokenFields() {
  return {
    position: z.number().int().nonnegative(),
    tokenId: z.number().int().nonnegative().max(1_000_000),
    piece: z.string().max(200),
  };
}
