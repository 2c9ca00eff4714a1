// The lesson's eval suite: generated deterministically from the data, every kind the issue asks for, and every
// expected answer equal to what the lesson's tool kit returns for a right run's calls.
import { beforeAll, describe, expect, it } from 'vitest';
import { nodeDataSource } from '../../../../scripts/node-data-source.ts';
import { loadMarketData } from '../../../../src/core/data/load-market-data.ts';
import type { MarketData } from '../../../../src/core/data/market-data.ts';
import { isWeekend } from '../../../../src/core/eval/calendar-days.ts';
import type { EvalTask } from '../../../../src/core/eval/eval-task.ts';
import { generateLessonTasks } from '../../../../src/core/eval/lesson-tasks.ts';
import { pickHeadline } from '../../../../src/core/eval/task-expectations.ts';
import { createLessonToolKit } from '../../../../src/core/tools/lesson-tools.ts';
import type { ToolKit } from '../../../../src/core/tools/tool-kit-types.ts';

let data: MarketData;
let kit: ToolKit;
let tasks: EvalTask[];

beforeAll(async () => {
  data = await loadMarketData(nodeDataSource());
  kit = createLessonToolKit(data);
  tasks = generateLessonTasks(data);
});

const byId = (id: string) => tasks.find((t) => t.id === id);

describe('the generator', () => {
  it('makes 30 or more tasks with unique ids, the same ones every time for a seed, others for another seed', () => {
    expect(tasks.length).toBeGreaterThanOrEqual(30);
    expect(new Set(tasks.map((t) => t.id)).size).toBe(tasks.length);
    expect(generateLessonTasks(data)).toEqual(tasks);
    expect(generateLessonTasks(data, 16).map((t) => t.id)).not.toEqual(tasks.map((t) => t.id));
  });

  it('covers every kind the issue asks for', () => {
    const kinds = new Set(tasks.map((t) => t.kind));
    for (const kind of ['close', 'close_weekend', 'close_holiday', 'european_date', 'unknown_ticker', 'change', 'takeover', 'news_quote']) {
      expect(kinds, kind).toContain(kind);
    }
  });

  it("starts with the lesson's own tasks, its questions byte for byte", () => {
    expect(byId('unknown_ticker-ACME-2024-03-15')?.question).toBe('¿Cuál fue el cierre de ACME el 2024-03-15?');
    expect(byId('change-BUSI-2024-03-15-2024-03-22')?.question).toBe(
      '¿Cuánto cambió en porcentaje el cierre de BUSI entre el 2024-03-15 y el 2024-03-22?',
    );
    expect(byId('change-BUSI-2024-03-15-2024-03-22')?.expected).toEqual({ kind: 'percentage', value: 6.45 });
    expect(byId('close_weekend-BUSI-2024-03-16')?.expected).toEqual({ kind: 'number', value: 26.19, session: '2024-03-15' });
    expect(byId('european_date-BUSI-01.03.2024')).toMatchObject({ question: '¿Cuál fue el cierre de BUSI el 01/03/2024?', expected: { value: 25.2 } });
    expect(byId('takeover-BUSI-2024-03-15-2024-03-22')?.expected).toEqual({ kind: 'quote', text: 'Un fondo ofrece comprar Busmar Hogar', fecha: '2024-03-19' });
  });

  it('asks weekends and holidays on days without a session, which resolve to an earlier one', () => {
    const dated = tasks.filter((t) => t.kind === 'close_weekend' || t.kind === 'close_holiday');
    expect(dated.length).toBeGreaterThanOrEqual(5);
    for (const t of dated) {
      const { intent, expected } = t;
      if (intent.kind !== 'close' || expected.kind !== 'number') throw new Error(t.id);
      expect(data.closes(intent.ticker).some((c) => c.fecha === intent.fecha), t.id).toBe(false);
      expect(expected.session < intent.fecha, t.id).toBe(true);
      if (t.kind === 'close_holiday') expect(isWeekend(intent.fecha), t.id).toBe(false);
    }
  });

  it('writes European dates day first and invents tickers the data lacks', () => {
    for (const t of tasks.filter((x) => x.kind === 'european_date')) {
      expect(t.question, t.id).toMatch(/el \d{2}\/\d{2}\/\d{4}\?$/);
    }
    for (const t of tasks.filter((x) => x.kind === 'unknown_ticker')) {
      expect(data.hasTicker(t.intent.ticker), t.id).toBe(false);
      expect(t.expected).toEqual({ kind: 'not_exists', ticker: t.intent.ticker });
    }
  });
});

describe("the expected answers are the tools' own outputs", () => {
  it('for every task, the result of the calls a right run makes', () => {
    for (const t of tasks) {
      const { intent, expected } = t;
      if (intent.kind === 'close') {
        const out = kit.execute('precio', { ticker: intent.ticker, fecha: intent.fecha });
        if (expected.kind === 'not_exists') expect(out, t.id).toEqual({ error: `ticker desconocido: ${intent.ticker}` });
        else expect(out, t.id).toEqual({ resultado: { ticker: intent.ticker, fecha: (expected as { session: string }).session, cierre: (expected as { value: number }).value } });
      } else if (intent.kind === 'change') {
        const out = kit.execute('variacion', { ticker: intent.ticker, desde: intent.desde, hasta: intent.hasta });
        expect(out, t.id).toMatchObject({ resultado: { variacion_pct: (expected as { value: number }).value } });
        // The basic tools' way, precio twice and the calculator, lands within the lesson's tolerance of it.
        const a = kit.execute('precio', { ticker: intent.ticker, fecha: intent.desde }) as { resultado: { cierre: number } };
        const b = kit.execute('precio', { ticker: intent.ticker, fecha: intent.hasta }) as { resultado: { cierre: number } };
        const calc = kit.execute('calculadora', { expresion: `(${b.resultado.cierre}/${a.resultado.cierre} - 1)*100` }) as { resultado: number };
        expect(Math.abs(calc.resultado - (expected as { value: number }).value), t.id).toBeLessThanOrEqual(0.006);
      } else {
        const out = kit.execute('buscar_noticias', { ticker: intent.ticker, desde: intent.desde, hasta: intent.hasta }) as {
          resultado: { fecha: string; titular: string }[];
        };
        expect(pickHeadline(out.resultado, intent.pick), t.id).toEqual({ titular: (expected as { text: string }).text, fecha: (expected as { fecha: string }).fecha });
      }
    }
  });
});
