// calculadora(expresion): the lesson's safe arithmetic, rounded to 4 decimals as Python's round() does.
import { z } from 'zod';
import { lessonCalculator } from './calculator/lesson-calculator.ts';
import { ArgsCalculadora } from './lesson-args.ts';
import { pythonRound } from './python-round.ts';
import type { ToolDefinition } from './tool-kit-types.ts';
import { CLOSED_LOOKUP } from './tool-annotations.ts';

export function calculadora(expresion: string): number {
  const result = lessonCalculator(expresion);
  if ('error' in result) throw new Error(result.error);
  return pythonRound(result.value, 4);
}

export const calculadoraTool: ToolDefinition<ArgsCalculadora> = {
  name: 'calculadora',
  description: 'Evalúa una expresión aritmética con + - * / y paréntesis.',
  schema: ArgsCalculadora,
  argsTitle: 'ArgsCalculadora',
  annotations: CLOSED_LOOKUP,
  output: z.number(),
  run: ({ expresion }) => calculadora(expresion),
};
