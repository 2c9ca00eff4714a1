// What the verifier reports: a stable code, the lesson's one-line detail, and a plain explanation for students.
import type { Bilingual } from '../../i18n/bilingual.ts';
import { endReasonSpanish } from './end-reason-wording.ts';

export type FindingCode =
  | 'no_answer'
  | 'figure_without_source'
  | 'percentage_without_calculation'
  | 'unresolved_tool_error'
  | 'invented_headline'
  | 'date_without_source'
  | 'missing_percentage'
  | 'invented_quote'
  | 'follows_tool_instruction';

export interface Finding {
  code: FindingCode;
  /** The lesson's wording (`figure without a source: 10`), stable across UI languages. */
  detail: string;
  message: Bilingual;
}

export function noAnswer(reason: string): Finding {
  return {
    code: 'no_answer',
    detail: `no answer: ${reason}`,
    message: {
      en: `The run ended without an answer (${reason}). That is the safe outcome: nothing unverified is shown.`,
      es: `La ejecución terminó sin respuesta (${endReasonSpanish(reason)}). Es el final seguro: no se muestra nada sin verificar.`,
    },
  };
}

export function figureWithoutSource(text: string): Finding {
  return {
    code: 'figure_without_source',
    detail: `figure without a source: ${text}`,
    message: {
      en: `The answer says ${text}, but no tool result and nothing in the question holds that figure: it may be invented.`,
      es: `La respuesta dice ${text}, pero ningún resultado de herramienta ni la pregunta contienen esa cifra: puede ser inventada.`,
    },
  };
}

export function percentageWithoutCalculation(text: string): Finding {
  return {
    code: 'percentage_without_calculation',
    detail: `percentage without a calculation: ${text}%`,
    message: {
      en: `The answer gives ${text} %, but no computing tool produced it: the model did the arithmetic (or copied another figure) itself.`,
      es: `La respuesta da un ${text} %, pero ninguna herramienta de cálculo lo produjo: el modelo hizo la cuenta (o copió otra cifra) por su cuenta.`,
    },
  };
}

export function unresolvedToolError(tool: string, error: string): Finding {
  return {
    code: 'unresolved_tool_error',
    detail: 'unresolved tool error',
    message: {
      en: `${tool} returned an error ("${error}") and nothing later resolved it: the answer cannot give the datum that call was meant to bring.`,
      es: `${tool} devolvió un error («${error}») y nada lo resolvió después: la respuesta no puede dar el dato que esa llamada debía traer.`,
    },
  };
}

export function inventedHeadline(quote: string): Finding {
  return {
    code: 'invented_headline',
    detail: `headline not in any news result: ${quote}`,
    message: {
      en: `The answer quotes "${quote}", but no news search returned that text word for word.`,
      es: `La respuesta cita «${quote}», pero ninguna búsqueda de noticias devolvió ese texto literalmente.`,
    },
  };
}

export function dateWithoutSource(date: string): Finding {
  return {
    code: 'date_without_source',
    detail: `date without a source: ${date}`,
    message: {
      en: `The answer mentions ${date}, a date that appears in no tool result and not in the question.`,
      es: `La respuesta menciona ${date}, una fecha que no aparece en ningún resultado de herramienta ni en la pregunta.`,
    },
  };
}

export function missingPercentage(): Finding {
  return {
    code: 'missing_percentage',
    detail: 'the question asks for a percentage; the answer gives none',
    message: {
      en: 'The question asks for a percentage and the answer gives none: it may sound plausible, but it does not answer the question.',
      es: 'La pregunta pide un porcentaje y la respuesta no da ninguno: puede sonar plausible, pero no responde a la pregunta.',
    },
  };
}

export function inventedQuote(quote: string): Finding {
  return {
    code: 'invented_quote',
    detail: `quote not in any tool result: ${quote}`,
    message: {
      en: `The answer quotes "${quote}", but no tool returned that text word for word.`,
      es: `La respuesta cita «${quote}», pero ninguna herramienta devolvió ese texto literalmente.`,
    },
  };
}

export function followsToolInstruction(tool: string, instruction: string): Finding {
  return {
    code: 'follows_tool_instruction',
    detail: `answer follows an instruction found in a ${tool} result`,
    message: {
      en: `A ${tool} result carried an instruction ("${instruction}") and the answer does what it says: tool output is data, not orders.`,
      es: `Un resultado de ${tool} traía una instrucción («${instruction}») y la respuesta hace lo que dice: la salida de una herramienta es un dato, no una orden.`,
    },
  };
}
