import { describe, expect, it } from 'vitest';
import { parseChangeParams } from '../../../../../src/core/agent/plan/change-params.ts';

const BUSI = { ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' };

describe('parseChangeParams', () => {
  it.each([
    ['plain JSON', '{"ticker": "BUSI", "desde": "2024-03-15", "hasta": "2024-03-22"}'],
    ['a code fence', '```json\n{"ticker":"BUSI","desde":"2024-03-15","hasta":"2024-03-22"}\n```'],
    ['prose around it', 'Aquí está: {"ticker": "BUSI", "desde": "2024-03-15", "hasta": "2024-03-22"} Espero que sirva.'],
    ['an extra key, dropped', '{"ticker": "BUSI", "desde": "2024-03-15", "hasta": "2024-03-22", "pregunta": "x"}'],
  ])('reads %s', (_, reply) => {
    expect(parseChangeParams(reply)).toEqual({ ok: true, params: BUSI });
  });

  it.each([
    ['no object', 'El ticker es BUSI.', 'JSON no válido: no hay ningún objeto {…}'],
    ['single quotes', "{'ticker': 'BUSI', 'desde': '2024-03-15', 'hasta': '2024-03-22'}", 'JSON no válido'],
    [
      'day-first dates',
      '{"ticker": "BUSI", "desde": "15/03/2024", "hasta": "22/03/2024"}',
      "argumentos no válidos: desde: String should match pattern '^\\d{4}-\\d{2}-\\d{2}$'; " +
        "hasta: String should match pattern '^\\d{4}-\\d{2}-\\d{2}$'",
    ],
    [
      'a company name for a ticker',
      '{"ticker": "BUSMAR", "desde": "2024-03-15", "hasta": "2024-03-22"}',
      "argumentos no válidos: ticker: String should match pattern '^[A-Z]{4}$'",
    ],
    ['a missing field', '{"ticker": "BUSI", "desde": "2024-03-15"}', 'argumentos no válidos: hasta: Field required'],
    [
      'a number for a date',
      '{"ticker": "BUSI", "desde": 20240315, "hasta": "2024-03-22"}',
      'argumentos no válidos: desde: Input should be a valid string',
    ],
  ])('refuses %s with a message for the model', (_, reply, error) => {
    expect(parseChangeParams(reply)).toEqual({ ok: false, error });
  });
});
