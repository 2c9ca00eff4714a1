import { describe, expect, it } from 'vitest';
import { groupHeadlines } from '../../../../src/ui/data/group-headlines.ts';

const h = (ts: string, titular: string, fuente: string) => ({ ts, ticker: 'BUSI', titular, fuente });

describe('groupHeadlines', () => {
  it('groups syndicated copies into one row with their count and sources', () => {
    const s = groupHeadlines([
      h('2024-03-19T08:00:00.000Z', 'Un fondo ofrece comprar Busmar Hogar', 'Agencia A'),
      h('2024-03-19T08:04:00.000Z', 'Un fondo ofrece comprar Busmar Hogar', 'Diario B'),
      h('2024-03-19T09:00:00.000Z', 'Otra noticia', 'Diario B'),
      h('2024-03-19T09:10:00.000Z', 'Un fondo ofrece comprar Busmar Hogar', 'Agencia A'),
    ]);
    expect(s).toEqual({
      total: 4,
      distinct: 2,
      syndicated: 2,
      groups: [
        { ts: '2024-03-19T08:00:00.000Z', titular: 'Un fondo ofrece comprar Busmar Hogar', copies: 3, fuentes: ['Agencia A', 'Diario B'] },
        { ts: '2024-03-19T09:00:00.000Z', titular: 'Otra noticia', copies: 1, fuentes: ['Diario B'] },
      ],
    });
  });

  it('gives zero counts for no headlines', () => {
    expect(groupHeadlines([])).toEqual({ groups: [], total: 0, distinct: 0, syndicated: 0 });
  });
});
