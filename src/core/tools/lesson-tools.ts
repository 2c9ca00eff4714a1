// The lesson's tool kit over the course's data: precio, buscar_noticias, calculadora, and variacion (added by
// the lesson's planning section).
import type { MarketData } from '../data/market-data.ts';
import { buscarNoticiasTool } from './buscar-noticias.ts';
import { calculadoraTool } from './calculadora.ts';
import { precioTool } from './precio.ts';
import { createToolKit } from './tool-kit.ts';
import type { ToolDefinition, ToolKit } from './tool-kit-types.ts';
import { variacionTool } from './variacion.ts';

/** The lesson's first three tools. */
export const BASIC_TOOLS = ['precio', 'buscar_noticias', 'calculadora'] as const;
/** All four, in the order the lesson adds them. */
export const LESSON_TOOLS = [...BASIC_TOOLS, 'variacion'] as const;
export type LessonToolName = (typeof LESSON_TOOLS)[number];

/**
 * The kit with the named tools, in the order given (the lesson runs its agent with ["variacion",
 * "buscar_noticias"] too). Extra arguments are refused (`forbid`): the lesson's pydantic models would drop
 * them silently, but no call in the lesson has any, so its bytes are unchanged, and an invented argument
 * shows up as unexpected_param.
 */
export function createLessonToolKit(data: MarketData, names: readonly LessonToolName[] = LESSON_TOOLS): ToolKit {
  const all: Record<LessonToolName, ToolDefinition> = {
    precio: precioTool(data),
    buscar_noticias: buscarNoticiasTool(data),
    calculadora: calculadoraTool,
    variacion: variacionTool(data),
  };
  return createToolKit(
    names.map((name) => all[name]),
    { extraArgs: 'forbid' },
  );
}
