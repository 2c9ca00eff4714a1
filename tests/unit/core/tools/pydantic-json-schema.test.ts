import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldTitle, pydanticJsonSchema, pythonTitle } from '../../../../src/core/tools/pydantic-json-schema.ts';
import { ARGS_FILTRO_PYDANTIC, ArgsFiltro } from './companion-shapes.ts';

const same = (schema: unknown, pydantic: string) => expect(JSON.stringify(schema)).toBe(JSON.stringify(JSON.parse(pydantic)));

describe('pydanticJsonSchema', () => {
  it('prints a nested model, lists, defaults, Optional, bounds and descriptions as pydantic does', () => {
    same(pydanticJsonSchema(ArgsFiltro, 'ArgsFiltro'), ARGS_FILTRO_PYDANTIC);
  });

  it('omits "required" when every field has a default, and keeps the declared field order', () => {
    const schema = z.object({ zeta: z.string().default('z'), alfa: z.int().gte(1).default(2) });
    same(
      pydanticJsonSchema(schema, 'ArgsOpcionales'),
      '{"properties": {"zeta": {"default": "z", "title": "Zeta", "type": "string"}, "alfa": {"default": 2, "minimum": 1, "title": "Alfa", "type": "integer"}}, "title": "ArgsOpcionales", "type": "object"}',
    );
  });

  it('a dict of anything, a list of strings, a literal', () => {
    const schema = z.object({ extra: z.record(z.string(), z.any()), etiquetas: z.array(z.string()), modo: z.literal('rapido') });
    same(
      pydanticJsonSchema(schema, 'ArgsVarios'),
      '{"properties": {"extra": {"additionalProperties": true, "title": "Extra", "type": "object"}, "etiquetas": {"items": {"type": "string"}, "title": "Etiquetas", "type": "array"}, "modo": {"const": "rapido", "title": "Modo", "type": "string"}}, "required": ["extra", "etiquetas", "modo"], "title": "ArgsVarios", "type": "object"}',
    );
  });

  it('an Optional with constraints keeps them inside the anyOf branch', () => {
    const schema = z.object({ ciudad: z.string().max(20).nullable().default(null) });
    same(
      pydanticJsonSchema(schema, 'ArgsCiudad'),
      '{"properties": {"ciudad": {"anyOf": [{"maxLength": 20, "type": "string"}, {"type": "null"}], "default": null, "title": "Ciudad"}}, "title": "ArgsCiudad", "type": "object"}',
    );
  });
});

describe("field titles as pydantic derives them (Python's str.title)", () => {
  it.each([
    ['expresion', 'Expresion'],
    ['precio_max', 'Precio Max'],
    ['fechaInicio', 'Fechainicio'],
    ['item2name', 'Item2Name'],
    ['acción_única', 'Acción Única'],
    ['_privado', ' Privado'],
  ])('%s → %s', (name, title) => {
    expect(fieldTitle(name)).toBe(title);
  });

  it('pythonTitle keeps non-letters and lowers letters after letters', () => {
    expect(pythonTitle("they're bill's")).toBe("They'Re Bill'S");
  });
});
