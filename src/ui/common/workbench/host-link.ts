// What a link carries of the run host besides the page's params: the entries (kept runs and forks, with their
// edits), which run is shown and the step-through's step, checked when read back (a hand-edited link is refused).
import { z } from 'zod';
import { anyEditSchema } from '../../../core/run/index.ts';
import { decodeShared, encodeShared, type Decoded } from './share-link.ts';

/** Built when a link has some (a page opens without). */
const sharedSchema = z.lazy(() =>
  z.object({
    entries: z
      .array(
        z.object({
          id: z.string().regex(/^k\d+$/),
          parent: z.string().optional(),
          recipe: z.record(z.string(), z.string()),
          edits: z.array(anyEditSchema),
        }),
      )
      .max(24),
    shown: z.string(),
    step: z.number().int().min(1).nullable(),
  }),
);

export type SharedHost = z.infer<typeof sharedSchema>;

export const encodeHost = (value: SharedHost): string => encodeShared(value);

export const decodeHost = (text: string): Decoded<SharedHost> => decodeShared(text, sharedSchema);
