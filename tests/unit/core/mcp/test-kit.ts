// Three tools for the MCP client's tests, one for each way the lab's servers answer: an object result (sent as
// it is), a number (wrapped as {resultado} on the wire) and a tool that throws (an isError result).
import { z } from 'zod';
import { CLOSED_LOOKUP } from '../../../../src/core/tools/tool-annotations.ts';
import { createToolKit } from '../../../../src/core/tools/tool-kit.ts';

/** One object result, one scalar (wrapped on the wire), one that throws. */
export const testKit = createToolKit([
  {
    name: 'precio',
    description: 'Cierre de un ticker en una fecha.',
    schema: z.object({ ticker: z.string(), fecha: z.string() }),
    argsTitle: 'ArgsPrecio',
    annotations: CLOSED_LOOKUP,
    run: ({ ticker, fecha }: { ticker: string; fecha: string }) => ({ ticker, fecha, cierre: 12.5 }),
  },
  {
    name: 'doble',
    description: 'El doble de un número.',
    schema: z.object({ n: z.number() }),
    argsTitle: 'ArgsDoble',
    run: ({ n }: { n: number }) => n * 2,
  },
  {
    name: 'falla',
    description: 'Siempre falla.',
    schema: z.object({}),
    argsTitle: 'ArgsFalla',
    run: () => {
      throw new Error('la herramienta falló');
    },
  },
]);
