// Argument shapes beyond the lesson's strings, as the companion kits will need them, with what pydantic v2
// prints for the equivalent models:
//
//   class Condicion(BaseModel):
//       columna: str
//       operador: Literal['eq', 'lt', 'gt']
//       valor: float = Field(ge=0)
//   class ArgsFiltro(BaseModel):
//       condiciones: list[Condicion] = Field(min_length=1)
//       limite: int = 5
//       orden: Optional[str] = None
//       activo: bool
//       nota: str = Field(description='Una nota', min_length=2, max_length=5)
//       precio_max: float = Field(gt=0, lt=3)
import { z } from 'zod';

export const Condicion = z
  .object({ columna: z.string(), operador: z.enum(['eq', 'lt', 'gt']), valor: z.number().gte(0) })
  .meta({ id: 'Condicion' });

export const ArgsFiltro = z.object({
  condiciones: z.array(Condicion).min(1),
  limite: z.int().default(5),
  orden: z.string().nullable().default(null),
  activo: z.boolean(),
  nota: z.string().min(2).max(5).describe('Una nota'),
  precio_max: z.number().gt(0).lt(3),
});

export const ARGS_FILTRO_PYDANTIC =
  '{"$defs": {"Condicion": {"properties": {"columna": {"title": "Columna", "type": "string"}, ' +
  '"operador": {"enum": ["eq", "lt", "gt"], "title": "Operador", "type": "string"}, ' +
  '"valor": {"minimum": 0, "title": "Valor", "type": "number"}}, "required": ["columna", "operador", "valor"], ' +
  '"title": "Condicion", "type": "object"}}, "properties": {"condiciones": {"items": {"$ref": "#/$defs/Condicion"}, ' +
  '"minItems": 1, "title": "Condiciones", "type": "array"}, "limite": {"default": 5, "title": "Limite", "type": "integer"}, ' +
  '"orden": {"anyOf": [{"type": "string"}, {"type": "null"}], "default": null, "title": "Orden"}, ' +
  '"activo": {"title": "Activo", "type": "boolean"}, ' +
  '"nota": {"description": "Una nota", "maxLength": 5, "minLength": 2, "title": "Nota", "type": "string"}, ' +
  '"precio_max": {"exclusiveMaximum": 3, "exclusiveMinimum": 0, "title": "Precio Max", "type": "number"}}, ' +
  '"required": ["condiciones", "activo", "nota", "precio_max"], "title": "ArgsFiltro", "type": "object"}';
