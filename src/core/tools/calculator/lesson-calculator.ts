// The lesson's calculator: numbers, + - * /, unary minus and parentheses (its OPS table has USub but not
// UAdd, so "+3" is refused like any other construct). The refusal of other input is the lesson's message;
// the rest, which the lesson leaves to Python's own exceptions, is worded in Spanish here.
import type { CalculatorOptions, SyntaxProblem } from './calculator-options.ts';
import { createCalculator } from './calculator.ts';

function syntaxMessage(problem: SyntaxProblem): string {
  switch (problem.kind) {
    case 'empty':
      return 'expresión no válida: está vacía';
    case 'missing-operand':
      return problem.atEnd
        ? 'expresión no válida: falta un número al final'
        : `expresión no válida: falta un número en la posición ${problem.position}`;
    case 'unclosed':
      return `expresión no válida: falta cerrar el paréntesis de la posición ${problem.position}`;
    case 'unexpected':
      return `expresión no válida: sobra «${problem.text}» en la posición ${problem.position}`;
  }
}

export const LESSON_CALCULATOR_OPTIONS: CalculatorOptions = {
  binary: ['+', '-', '*', '/'],
  unary: ['-'],
  maxLength: 500,
  maxDepth: 50,
  messages: {
    forbidden: 'solo números, + - * / y paréntesis',
    syntax: syntaxMessage,
    divisionByZero: 'división por cero',
    tooLong: (max) => `expresión demasiado larga (más de ${max} caracteres)`,
    tooDeep: (max) => `expresión demasiado anidada (más de ${max} niveles)`,
    notFinite: 'el resultado no es un número finito',
  },
};

export const lessonCalculator = createCalculator(LESSON_CALCULATOR_OPTIONS);
