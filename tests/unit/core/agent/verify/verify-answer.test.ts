import { describe, expect, it } from 'vitest';
import { REFERENCE_TRACES, referenceVerifyInput } from '../../../../../src/core/agent/reference-traces.ts';
import type { VerifiedCall } from '../../../../../src/core/agent/verify/verify-input.ts';
import { verifyAnswer } from '../../../../../src/core/agent/verify/verify-answer.ts';

const details = (f: { detail: string }[]) => f.map((x) => x.detail);
const codes = (f: { code: string }[]) => f.map((x) => x.code);

const PREGUNTA = '¿Cuánto cambió en porcentaje el cierre de BUSI entre el 2024-03-15 y el 2024-03-22?';
const CORRECTA = 'El cierre de BUSI varió un 6.45 % entre 2024-03-15 y 2024-03-22.';
const P15: VerifiedCall = {
  name: 'precio',
  args: { ticker: 'BUSI', fecha: '2024-03-15' },
  output: { resultado: { ticker: 'BUSI', fecha: '2024-03-15', cierre: 26.19 } },
};
const P22: VerifiedCall = {
  name: 'precio',
  args: { ticker: 'BUSI', fecha: '2024-03-22' },
  output: { resultado: { ticker: 'BUSI', fecha: '2024-03-22', cierre: 27.88 } },
};
const CALC: VerifiedCall = {
  name: 'calculadora',
  args: { expresion: '(27.88/26.19 - 1)*100' },
  output: { resultado: 6.4528 },
};
const VARIACION: VerifiedCall = {
  name: 'variacion',
  args: { ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' },
  output: { resultado: { desde: P15.output, hasta: P22.output, variacion_pct: 6.45 } },
};

describe('the lesson’s recorded traces', () => {
  for (const trace of REFERENCE_TRACES) {
    for (const answer of trace.answers) {
      it(`${trace.id} / ${answer.id}: ${answer.expected.join(', ') || 'OK'}`, () => {
        expect(details(verifyAnswer(referenceVerifyInput(trace, answer.text)))).toEqual(answer.expected);
        // The Spanish lesson's wording of the same answer gets the same verdict.
        if (answer.textEs !== undefined) expect(details(verifyAnswer(referenceVerifyInput(trace, answer.textEs)))).toEqual(answer.expected);
      });
    }
  }

  it('holds the lesson’s verdicts, word for word', () => {
    const byId = Object.fromEntries(REFERENCE_TRACES.map((t) => [t.id, t.answers.map((a) => a.expected)]));
    expect(byId).toEqual({
      tarea_porcentaje: [['percentage without a calculation: 27.88%']],
      tarea_acme: [['figure without a source: 10', 'unresolved tool error']],
      variacion: [[]],
      ejercicio_1: [[], ['headline not in any news result: Busmar Hogar dispara su beneficio un 40 %']],
    });
  });

  it('records the lesson’s input tokens per step', () => {
    expect(REFERENCE_TRACES.slice(0, 3).map((t) => t.steps.map((s) => s.inputTokens))).toEqual([
      [567, 734],
      [548, 612],
      [533, 691],
    ]);
  });
});

describe('the scripted scenarios’ final answers', () => {
  it('correcto passes: 6.45 % is the calculator’s 6.4528, the dates are the question’s', () => {
    expect(verifyAnswer({ question: PREGUNTA, answer: CORRECTA, calls: [P15, P22, CALC] })).toEqual([]);
  });

  it('herramienta_equivocada is flagged only by the percentage the question asked for', () => {
    const news: VerifiedCall = {
      name: 'buscar_noticias',
      args: { ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' },
      output: { resultado: [{ fecha: '2024-03-19', titular: 'Un fondo ofrece comprar Busmar Hogar' }] },
    };
    const findings = verifyAnswer({
      question: PREGUNTA,
      answer: 'BUSI subió por la oferta de compra de un fondo.',
      calls: [news],
    });
    expect(codes(findings)).toEqual(['missing_percentage']);
  });

  it('argumentos_inventados passes: the validation error was corrected by later precio calls', () => {
    const invented: VerifiedCall = {
      name: 'precio',
      args: { ticker: 'BUSMAR', fecha: '15/03/2024' },
      output: { error: 'argumentos no válidos: ticker: …; fecha: …' },
      label: 'value_error',
    };
    expect(verifyAnswer({ question: PREGUNTA, answer: CORRECTA, calls: [invented, P15, P22, CALC] })).toEqual([]);
  });

  it('bucle without an answer: only “no answer”', () => {
    const repeat: VerifiedCall = { ...P15, output: { error: 'llamada repetida: ya tienes el resultado' } };
    const findings = verifyAnswer({ question: PREGUNTA, answer: null, calls: [P15, repeat, repeat, repeat, repeat, repeat] });
    expect(details(findings)).toEqual(['no answer: step limit']);
  });
});

describe('figures and percentages', () => {
  it('reads the Spanish way too', () => {
    const answer = 'El cierre pasó de 26,19 a 27,88: un 6,45 % más.';
    expect(verifyAnswer({ question: PREGUNTA, answer, calls: [P15, P22, CALC] })).toEqual([]);
  });

  it('takes the change from variacion, not its closes (stricter than the lesson)', () => {
    const answer = 'El cierre de BUSI varió un 27.88 % entre 2024-03-15 y 2024-03-22.';
    expect(details(verifyAnswer({ question: PREGUNTA, answer, calls: [VARIACION] }))).toEqual([
      'percentage without a calculation: 27.88%',
    ]);
    const lessonOptions = { computingTools: [{ name: 'variacion' }], headlineTools: [] };
    expect(verifyAnswer({ question: PREGUNTA, answer, calls: [VARIACION] }, lessonOptions)).toEqual([]);
  });

  it('accepts a fall written without its sign', () => {
    const fall: VerifiedCall = { ...VARIACION, output: { resultado: { variacion_pct: -3.2 } } };
    expect(verifyAnswer({ question: PREGUNTA, answer: 'BUSI bajó un 3,2 %.', calls: [fall] })).toEqual([]);
  });

  it('lets an answer restate a percentage the question gives', () => {
    const question = '¿Subió el cierre de BUSI más de un 5 % entre el 2024-03-15 y el 2024-03-22?';
    const answer = 'Sí: subió un 6.45 %, más del 5 %.';
    expect(verifyAnswer({ question, answer, calls: [P15, P22, CALC] })).toEqual([]);
  });

  it('flags a wrong figure twice when it is a percentage: no source, no calculation', () => {
    const answer = 'El cierre de BUSI varió un 6.54 % entre 2024-03-15 y 2024-03-22.';
    expect(details(verifyAnswer({ question: PREGUNTA, answer, calls: [P15, P22, CALC] }))).toEqual([
      'figure without a source: 6.54',
      'percentage without a calculation: 6.54%',
    ]);
  });

  it('reports a repeated invented figure once', () => {
    const answer = 'Fue de 10 y luego de 10.';
    expect(details(verifyAnswer({ question: '¿Cierre de BUSI?', answer, calls: [P15] }))).toEqual([
      'figure without a source: 10',
    ]);
  });

  it('reads "percent" and "por ciento" as percentages', () => {
    const calls = [P15, P22, CALC];
    expect(verifyAnswer({ question: 'By what percent did BUSI change?', answer: 'It rose 6.45 percent.', calls })).toEqual([]);
    expect(details(verifyAnswer({ question: PREGUNTA, answer: 'Subió un 26,19 por ciento.', calls }))).toEqual([
      'percentage without a calculation: 26,19%',
    ]);
  });

  it('asks for a percentage in English too', () => {
    const findings = verifyAnswer({ question: 'What was the percentage change of BUSI?', answer: 'It went up.', calls: [] });
    expect(codes(findings)).toEqual(['missing_percentage']);
  });

  it('works with another kit’s computing tool', () => {
    const calc: VerifiedCall = { name: 'calculator', args: { expression: '(847/800 - 1)*100' }, output: { resultado: 5.875 } };
    const options = { computingTools: [{ name: 'calculator' }], headlineTools: [] };
    const input = { question: 'By what percent did the price go from 800 to 847?', answer: 'It rose 5.875 %.', calls: [calc] };
    expect(verifyAnswer(input, options)).toEqual([]);
    expect(codes(verifyAnswer(input))).toEqual(['percentage_without_calculation']);
  });
});

describe('dates', () => {
  it('passes a date a result gives (a Saturday asked, the Friday used)', () => {
    const question = '¿Cierre de BUSI el 2024-03-16?';
    const precio16: VerifiedCall = { ...P15, args: { ticker: 'BUSI', fecha: '2024-03-16' } };
    expect(verifyAnswer({ question, answer: 'El 2024-03-15 cerró en 26.19.', calls: [precio16] })).toEqual([]);
  });

  it('flags a date that neither the question nor a result gives, even when its parts appear elsewhere', () => {
    const answer = 'El 2024-03-22 cerró en 27.88.';
    expect(details(verifyAnswer({ question: '¿Cierre de BUSI el 2024-03-15?', answer, calls: [P15, P22] }))).toEqual([]);
    const invented = 'El 2024-03-19 cerró en 27.88.';
    expect(details(verifyAnswer({ question: '¿Cierre de BUSI el 2024-03-15?', answer: invented, calls: [P15, P22] }))).toEqual([
      'date without a source: 2024-03-19',
    ]);
  });
});

describe('unresolved tool errors', () => {
  const acme: VerifiedCall = {
    name: 'precio',
    args: { ticker: 'ACME', fecha: '2024-03-15' },
    output: { error: 'ticker desconocido: ACME' },
  };
  const question = '¿Cierres de ACME y BUSI el 2024-03-15?';

  it('flags an answer that gives the failed datum even after another call of the tool succeeded', () => {
    const answer = 'ACME cerró en 10 y BUSI en 26.19.';
    expect(details(verifyAnswer({ question, answer, calls: [acme, P15] }))).toEqual([
      'figure without a source: 10',
      'unresolved tool error',
    ]);
  });

  it('lets through an answer that leaves the failed subject out', () => {
    expect(verifyAnswer({ question, answer: 'BUSI cerró en 26.19.', calls: [acme, P15] })).toEqual([]);
  });

  it('judges the process, as the lesson does: naming the failed subject is flagged even when honest', () => {
    const answer = 'BUSI cerró en 26.19; ACME no existe en el panel.';
    expect(codes(verifyAnswer({ question, answer, calls: [acme, P15] }))).toEqual(['unresolved_tool_error']);
  });

  it('does not count a repeated call whose result the model already had', () => {
    const repeat: VerifiedCall = { ...P15, output: { error: 'llamada repetida: ya tienes el resultado' } };
    expect(verifyAnswer({ question: '¿Cierre de BUSI el 2024-03-15?', answer: 'Cerró en 26.19.', calls: [P15, repeat] })).toEqual([]);
  });

  it('resolves an unknown tool name by any later success, and only then', () => {
    const wrong: VerifiedCall = { name: 'precios', args: {}, output: { error: 'herramienta desconocida: precios' }, label: 'wrong_func_name' };
    const input = { question: '¿Cierre de BUSI el 2024-03-15?', answer: 'Cerró en 26.19.' };
    expect(verifyAnswer({ ...input, calls: [wrong, P15] })).toEqual([]);
    expect(codes(verifyAnswer({ ...input, calls: [P15, wrong] }))).toEqual(['unresolved_tool_error']);
  });

  it('explains which tool failed and with what error, in both languages', () => {
    const [finding] = verifyAnswer({ question, answer: 'No lo sé.', calls: [acme] });
    expect(finding?.message.en).toContain('ticker desconocido: ACME');
    expect(finding?.message.es).toContain('«ticker desconocido: ACME»');
  });
});

describe('quoted headlines (exercise 1)', () => {
  const news: VerifiedCall = {
    name: 'buscar_noticias',
    args: { ticker: 'BUSI', desde: '2024-03-18', hasta: '2024-03-20' },
    output: { resultado: [{ fecha: '2024-03-19', titular: 'Busmar Hogar sube un 5 % tras la oferta' }] },
  };
  const question = '¿Qué noticias hubo de BUSI?';

  it('judges figures inside a real quoted headline by the headline rule only', () => {
    expect(verifyAnswer({ question, answer: 'El titular: «Busmar Hogar sube un 5 % tras la oferta».', calls: [news] })).toEqual([]);
  });

  it('accepts a verbatim part and a closing period inside the quotes', () => {
    expect(verifyAnswer({ question, answer: 'Dijo “sube un 5 % tras la oferta.”', calls: [news] })).toEqual([]);
  });

  it('flags a paraphrase, as the lesson’s literal rule does', () => {
    expect(codes(verifyAnswer({ question, answer: '"Busmar sube un 5 %"', calls: [news] }))).toEqual(['invented_headline']);
  });

  it('finds no headline where no news tool ran', () => {
    expect(codes(verifyAnswer({ question, answer: '«Un fondo ofrece comprar Busmar Hogar»', calls: [P15] }))).toEqual([
      'invented_headline',
    ]);
  });
});

describe('no answer', () => {
  it('says why the run ended when the loop tells', () => {
    expect(details(verifyAnswer({ question: PREGUNTA, answer: null, calls: [], endReason: 'token limit' }))).toEqual([
      'no answer: token limit',
    ]);
  });

  it('treats a blank answer as none', () => {
    expect(details(verifyAnswer({ question: PREGUNTA, answer: '  \n', calls: [P15] }))).toEqual(['no answer: empty answer']);
  });
});

describe('messages', () => {
  it('explain every finding in English and Spanish, naming the figure', () => {
    const findings = verifyAnswer({
      question: PREGUNTA,
      answer: 'Según «X sube», el 2024-01-01 varió un 12,5 % y cerró en 99.',
      calls: [{ name: 'precio', args: { ticker: 'ACME', fecha: '2024-03-15' }, output: { error: 'ticker desconocido: ACME' } }],
    });
    expect(codes(findings)).toEqual([
      'figure_without_source',
      'figure_without_source',
      'percentage_without_calculation',
      'unresolved_tool_error',
      'invented_headline',
      'date_without_source',
    ]);
    for (const f of findings) {
      expect(f.message.en.length).toBeGreaterThan(20);
      expect(f.message.es.length).toBeGreaterThan(20);
      expect(f.message.en).not.toEqual(f.message.es);
    }
    expect(findings[0]?.message.es).toContain('12,5');
  });
});
