import { describe, expect, it } from 'vitest';
import { companyOptionLabel, resolveCompany } from '../../../../src/ui/data/resolve-company.ts';

const companies = [
  { ticker: 'BUSI', nombre: 'Busmar Hogar', sector: 'Consumo' },
  { ticker: 'BUST', nombre: 'Busto Energía', sector: 'Energía' },
  { ticker: 'CAVA', nombre: 'Cavanes Alimentación', sector: 'Consumo' },
];

describe('resolveCompany', () => {
  it('reads a ticker in any case and a datalist entry', () => {
    expect(resolveCompany(companies, 'busi')).toBe('BUSI');
    expect(resolveCompany(companies, companyOptionLabel(companies[2]!))).toBe('CAVA');
    expect(companyOptionLabel(companies[0]!)).toBe('BUSI — Busmar Hogar (Consumo)');
  });

  it('reads a whole or partial name when it names one company only', () => {
    expect(resolveCompany(companies, 'busmar hogar')).toBe('BUSI');
    expect(resolveCompany(companies, 'Cavanes')).toBe('CAVA');
    expect(resolveCompany(companies, 'Bus')).toBeUndefined();
  });

  it('names nothing for unknown or empty text', () => {
    expect(resolveCompany(companies, 'ACME')).toBeUndefined();
    expect(resolveCompany(companies, '   ')).toBeUndefined();
  });
});
