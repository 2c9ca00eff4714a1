// The analyst's questions: what their good runs' calls return on the committed orders file, and what a direct
// computation over the generated rows gives, must both be the recorded figures, which the answer states.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateOrders, type OrderRow } from '../../../../../scripts/orders/orders.ts';
import { createAnalistaKit, type AnalistaKit } from '../../../../../src/core/labs/analista/analista-kit.ts';
import { loadTable } from '../../../../../src/core/labs/analista/load-table.ts';
import { ANALISTA_QUESTIONS, type AnalistaQuestion } from '../../../../../src/core/labs/analista/analista-questions.ts';
import { answerMatches } from '../../../../../src/core/labs/lab-question.ts';
import { pythonRound } from '../../../../../src/core/tools/python-round.ts';

type Result = Record<string, unknown> & { valor?: unknown; grupos?: { grupo: string; valor: number }[]; filas?: Record<string, unknown>[] };

const ORDERS = readFileSync(fileURLToPath(new URL('../../../../../public/data/pedidos_trimestre.parquet', import.meta.url)));
let analista: AnalistaKit;

beforeAll(async () => {
  const loaded = await loadTable('pedidos_trimestre.parquet', ORDERS);
  if (!loaded.ok) throw new Error(loaded.error.en);
  analista = createAnalistaKit(loaded.table);
});

function results(preset: AnalistaQuestion): Result[] {
  return preset.turns.flat().map((call) => {
    const out = analista.kit.execute(call.name, call.args);
    if (!('resultado' in out)) throw new Error(`${preset.id}: ${out.error}`);
    return out.resultado as Result;
  });
}

/** The answer as the last call's result states it. */
function answerFromTools(preset: AnalistaQuestion): AnalistaQuestion['expected'] {
  const last = results(preset).at(-1) as Result;
  const groups = last.grupos ?? [];
  switch (preset.id) {
    case 'importe-por-region':
      return Object.fromEntries(groups.map((g) => [g.grupo, g.valor]));
    case 'producto-mas-unidades':
      return { producto: groups[0]?.grupo ?? '', unidades: groups[0]?.valor ?? NaN };
    case 'mejor-cliente':
      return { cliente: groups[0]?.grupo ?? '', importe: groups[0]?.valor ?? NaN };
    case 'pedido-mas-grande': {
      const row = last.filas?.[0] ?? {};
      return { pedido: String(row.pedido), cliente: String(row.cliente), importe: Number(row.importe) };
    }
    default:
      return last.valor as number;
  }
}

function sumBy(rows: readonly OrderRow[], key: (r: OrderRow) => string, value: (r: OrderRow) => number): [string, number][] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(key(row), (totals.get(key(row)) ?? 0) + value(row));
  return [...totals].map(([k, v]): [string, number] => [k, pythonRound(v, 2)]).sort((a, b) => b[1] - a[1]);
}

/** The same answers computed straight from the generated rows, without the tools. */
function directAnswer(id: string, rows: readonly OrderRow[]): AnalistaQuestion['expected'] {
  switch (id) {
    case 'importe-por-region':
      return Object.fromEntries(sumBy(rows, (r) => r.region, (r) => r.importe));
    case 'pedidos-cancelados':
      return rows.filter((r) => r.estado === 'cancelado').length;
    case 'producto-mas-unidades': {
      const [producto, unidades] = sumBy(rows, (r) => r.producto, (r) => r.unidades)[0] as [string, number];
      return { producto, unidades };
    }
    case 'pedido-mas-grande': {
      const top = rows.reduce((a, b) => (b.importe > a.importe ? b : a));
      return { pedido: top.pedido, cliente: top.cliente, importe: top.importe };
    }
    case 'norte-febrero-entregados': {
      const picked = rows.filter((r) => r.estado === 'entregado' && r.region === 'Norte' && r.fecha.startsWith('2024-02'));
      return pythonRound(picked.reduce((sum, r) => sum + r.importe, 0), 2);
    }
    case 'importe-medio-mobiliario': {
      const picked = rows.filter((r) => r.categoria === 'Mobiliario');
      return pythonRound(picked.reduce((sum, r) => sum + r.importe, 0) / picked.length, 2);
    }
    case 'mejor-cliente': {
      const [cliente, importe] = sumBy(rows, (r) => r.cliente, (r) => r.importe)[0] as [string, number];
      return { cliente, importe };
    }
    default:
      throw new Error(`no direct computation for ${id}`);
  }
}

describe('the analyst questions', () => {
  it('have distinct ids, Spanish questions, good runs that start with the schema, and answers they accept', () => {
    expect(new Set(ANALISTA_QUESTIONS.map((p) => p.id)).size).toBe(ANALISTA_QUESTIONS.length);
    expect(ANALISTA_QUESTIONS.length).toBeGreaterThanOrEqual(6);
    for (const preset of ANALISTA_QUESTIONS) {
      expect(preset.question).toMatch(/^¿.+\?$/);
      expect(preset.turns[0]).toEqual([{ name: 'list_columns', args: {} }]);
      expect(answerMatches(preset, preset.answer), preset.id).toBe(true);
    }
  });

  const rows = generateOrders();
  it.each(ANALISTA_QUESTIONS.map((p) => [p.id, p] as const))('%s: the tools and a direct computation give the recorded figures', (id, preset) => {
    expect(answerFromTools(preset)).toEqual(preset.expected);
    expect(directAnswer(id, rows)).toEqual(preset.expected);
  });

  it('have answers without ties, so "the largest" names one group', () => {
    for (const preset of ANALISTA_QUESTIONS) {
      const groups = results(preset).at(-1)?.grupos;
      if (groups && groups.length > 1) expect(groups[0]?.valor, preset.id).toBeGreaterThan(groups[1]?.valor ?? Infinity);
    }
  });
});
