// The lesson's tool kit over the course's data: precio, buscar_noticias, calculadora, and variacion (added by
// the lesson's planning section).
import type { MarketData } from '../data/market-data.ts';
import { buscarNoticiasTool } from './buscar-noticias.ts';
import { calculadoraTool } from './calculadora.ts';
import { precioTool } from './precio.ts';
import { createToolKit } from './tool-kit.ts';
import type { ToolKit } from './tool-kit-types.ts';
import { variacionTool } from './variacion.ts';

/** The lesson's first three tools. */
export const BASIC_TOOLS = ['precio', 'buscar_noticias', 'calculadora'] as const;
/** All four, in the order the lesson adds them. */
export const LESSON_TOOLS = [...BASIC_TOOLS, 'variacion'] as const;
export type LessonToolName = (typeof LESSON_TOOLS)[number];

/**
 * Extra arguments are refused (`forbid`): the lesson's pydantic models would drop them silently, but no call
 * in the lesson has any, so its bytes are unchanged, and an invented argument shows up as unexpected_param.
 */
export function createLessonToolKit(data: MarketData): ToolKit {
  return createToolKit([precioTool(data), buscarNoticiasTool(data), calculadoraTool, variacionTool(data)], {
    extraArgs: 'forbid',
  });
}
