import { describe, expect, it } from 'vitest';
import { parseHermes } from '../../../src/llm/hermes-parser.ts';
import { driftedFormats, parseLenient, RECOVERED_FORMATS } from '../../../src/llm/lenient-parser.ts';

// The lesson's three basic tools, as offered to the model.
const TOOLS = ['precio', 'buscar_noticias', 'calculadora'];
const PRECIO_15 = '{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15"}}';
const PRECIO_22 = '{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-22"}}';
const NOTICIAS = '{"name": "buscar_noticias", "arguments": {"ticker": "BUSI", "desde": "2024-03-15", "hasta": "2024-03-22"}}';

describe('parseLenient: <tool_call> blocks', () => {
  it('reads a well-formed block as the strict parser does, with no format', () => {
    const reply = `<tool_call>\n${PRECIO_15}\n</tool_call>`;
    expect(parseLenient(reply, TOOLS)).toEqual(parseHermes(reply));
    expect(parseLenient(reply, TOOLS).calls[0]).not.toHaveProperty('format');
    expect(driftedFormats(reply, TOOLS)).toEqual([]);
  });

  it('recovers a block with an extra closing brace, raw being the object alone', () => {
    const { calls, text } = parseLenient(`<tool_call>\n${PRECIO_15}}\n</tool_call>`, TOOLS);
    expect(calls).toEqual([
      { ok: true, name: 'precio', arguments: { ticker: 'BUSI', fecha: '2024-03-15' }, raw: PRECIO_15, format: 'tool_call_trailing_text' },
    ]);
    expect(text).toBe('');
  });

  it('recovers a block with text after its JSON, keeping the text outside the block', () => {
    const reply = `Consulto el cierre.\n<tool_call>\n${NOTICIAS}\nVoy a llamar a buscar_noticias para ver los titulares.\n</tool_call>`;
    const { calls, text } = parseLenient(reply, TOOLS);
    expect(calls).toMatchObject([{ ok: true, name: 'buscar_noticias', arguments: { desde: '2024-03-15', hasta: '2024-03-22' }, raw: NOTICIAS, format: 'tool_call_trailing_text' }]);
    expect(text).toBe('Consulto el cierre.');
  });

  it('recovers a block never closed whose JSON is complete, after a well-formed one', () => {
    const reply = `<tool_call>\n${PRECIO_15}\n</tool_call>\n<tool_call>\n${PRECIO_22}\n`;
    const { calls } = parseLenient(reply, TOOLS);
    expect(calls.map((c) => c.ok && [c.name, c.arguments.fecha, c.format])).toEqual([
      ['precio', '2024-03-15', undefined],
      ['precio', '2024-03-22', 'tool_call_trailing_text'],
    ]);
    expect(driftedFormats(reply, TOOLS)).toEqual(['tool_call_trailing_text']);
  });

  it('recovers a block whose JSON lacks its last one or two closing braces, and says so', () => {
    const short = '{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15"}';
    expect(parseLenient(`<tool_call>\n${short}\n</tool_call>`, TOOLS).calls).toEqual([
      { ok: true, name: 'precio', arguments: { ticker: 'BUSI', fecha: '2024-03-15' }, raw: `${short}}`, format: 'tool_call_missing_brace' },
    ]);
    expect(parseLenient(`<tool_call>\n${short.slice(0, -1)}\n</tool_call>`, TOOLS).calls[0]).toMatchObject({ ok: true, format: 'tool_call_missing_brace' });
    // Three missing is a call cut off, not a forgotten brace.
    expect(parseLenient('<tool_call>\n{"name": "calculadora", "arguments": {"expresion": {"a": "1"\n</tool_call>', TOOLS).calls[0]?.ok).toBe(false);
  });

  it('keeps as failures the blocks with no complete call to read, as the strict parser reported them', () => {
    const unreadable = [
      // Cut off inside the object: nothing is invented.
      '<tool_call>\n{"name": "calculadora", "arguments": {"expre',
      // Balanced, but not JSON.
      '<tool_call>\n{"name": "precio", "arguments": {"ticker": BUSI}} y nada más\n</tool_call>',
      // A complete object that is no call (no name), then text.
      '<tool_call>\n{"arguments": {"ticker": "BUSI"}}\nListo.\n</tool_call>',
      // Text before the object: the body does not begin with it.
      `<tool_call>\nLlamo a precio: ${PRECIO_15}\n</tool_call>`,
    ];
    for (const reply of unreadable) {
      const { calls } = parseLenient(reply, TOOLS);
      expect(calls).toEqual(parseHermes(reply).calls);
      expect(calls[0]?.ok).toBe(false);
    }
  });

  it('does not count braces inside JSON strings, escaped quotes included', () => {
    const raw = '{"name": "calculadora", "arguments": {"expresion": "\\"}\\" + {(27.88 - 26.19)"}}';
    const [call] = parseLenient(`<tool_call>\n${raw}\nTexto que sobra }\n</tool_call>`, TOOLS).calls;
    expect(call).toEqual({ ok: true, name: 'calculadora', arguments: { expresion: '"}" + {(27.88 - 26.19)' }, raw, format: 'tool_call_trailing_text' });
  });
});

describe('parseLenient: calls outside any block', () => {
  it('reads a ```json fence naming an offered tool, the fence cut from the text', () => {
    const reply = `Busco las noticias de BUSI.\n\`\`\`json\n${NOTICIAS}\n\`\`\`\nDespués calculo la variación.`;
    const { calls, text } = parseLenient(reply, TOOLS);
    expect(calls).toEqual([
      {
        ok: true,
        name: 'buscar_noticias',
        arguments: { ticker: 'BUSI', desde: '2024-03-15', hasta: '2024-03-22' },
        raw: NOTICIAS,
        format: 'json_fence',
      },
    ]);
    expect(text).toBe('Busco las noticias de BUSI.\n\nDespués calculo la variación.');
  });

  it('reads a plain fence with "parameters" for "arguments", and a fence holding a list as one call each', () => {
    const plain = parseLenient('```\n{"name": "calculadora", "parameters": {"expresion": "27.88 / 26.19"}}\n```', TOOLS);
    expect(plain.calls).toMatchObject([{ name: 'calculadora', arguments: { expresion: '27.88 / 26.19' }, format: 'json_fence' }]);
    const list = parseLenient(`\`\`\`json\n[\n  ${PRECIO_15},\n  ${PRECIO_22}\n]\n\`\`\``, TOOLS);
    expect(list.calls.map((c) => [c.raw, c.format])).toEqual([
      [PRECIO_15, 'json_fence'],
      [PRECIO_22, 'json_fence'],
    ]);
    expect(list.text).toBe('');
  });

  it('reads a bare JSON object in the text; a missing "arguments" is {}', () => {
    const reply = `Necesito el cierre del 15 de marzo. ${PRECIO_15} Luego el del 22.`;
    const { calls, text } = parseLenient(reply, TOOLS);
    expect(calls).toEqual([{ ok: true, name: 'precio', arguments: { ticker: 'BUSI', fecha: '2024-03-15' }, raw: PRECIO_15, format: 'bare_json' }]);
    expect(text).toBe('Necesito el cierre del 15 de marzo.  Luego el del 22.');
    expect(parseLenient('{"name": "calculadora"}', TOOLS).calls).toMatchObject([{ name: 'calculadora', arguments: {}, format: 'bare_json' }]);
  });

  it('reads a bare object whose strings hold braces and quotes', () => {
    const raw = '{"name": "calculadora", "arguments": {"expresion": "{27.88} - \\"}\\" 26.19{"}}';
    const { calls } = parseLenient(`Calculo: ${raw}`, TOOLS);
    expect(calls).toEqual([{ ok: true, name: 'calculadora', arguments: { expresion: '{27.88} - "}" 26.19{' }, raw, format: 'bare_json' }]);
  });

  it('does not read a fence or a bare object naming a tool not offered, or whose arguments are not an object', () => {
    const replies = [
      '```json\n{"name": "borrar_cartera", "arguments": {"ticker": "BUSI"}}\n```',
      'Usaré {"name": "variacion", "arguments": {"ticker": "BUSI", "desde": "2024-03-15", "hasta": "2024-03-22"}}.',
      'Así: {"name": "precio", "arguments": "{\\"ticker\\": \\"BUSI\\"}"}',
    ];
    for (const reply of replies) expect(parseLenient(reply, TOOLS)).toEqual({ calls: [], text: reply });
    expect(parseLenient(`\`\`\`json\n${PRECIO_15}\n\`\`\``, ['calculadora']).calls).toEqual([]);
    // A list that is not all calls is no fence of calls; its offered call is still an object in the text.
    const mixed = parseLenient(`\`\`\`json\n[${PRECIO_15}, {"name": "borrar_cartera"}]\n\`\`\``, TOOLS);
    expect(mixed.calls.map((c) => [c.raw, c.format])).toEqual([[PRECIO_15, 'bare_json']]);
    expect(mixed.text).toBe('```json\n[, {"name": "borrar_cartera"}]\n```');
  });

  it('reads a Python-style call with keyword arguments of every literal kind', () => {
    const { calls, text } = parseLenient(`Llamo a precio(ticker="BUSI", fecha='2024-03-15') ahora.`, TOOLS);
    expect(calls).toEqual([
      { ok: true, name: 'precio', arguments: { ticker: 'BUSI', fecha: '2024-03-15' }, raw: `precio(ticker="BUSI", fecha='2024-03-15')`, format: 'python_call' },
    ]);
    expect(text).toBe('Llamo a  ahora.');
    const literals = `calculadora(expresion='d\\'Or\\u00e9al \\"x\\"\\n', n=1, x=-1.5, e=2e3, ok=True, falso=False, nada=None,)`;
    const [call] = parseLenient(literals, TOOLS).calls;
    expect(call?.ok && call.arguments).toEqual({ expresion: `d'Oréal "x"\n`, n: 1, x: -1.5, e: 2000, ok: true, falso: false, nada: null });
    expect(parseLenient('calculadora()', TOOLS).calls).toMatchObject([{ name: 'calculadora', arguments: {}, raw: 'calculadora()' }]);
  });

  it('leaves as text a Python-style call it cannot read wholly, or that names no offered tool', () => {
    const replies = [
      'precio("BUSI", "2024-03-15")',
      'precio(ticker=BUSI, fecha="2024-03-15")',
      'precio(ticker="BUSI" fecha="2024-03-15")',
      'precio(ticker="BUSI", ticker="ACME")',
      'precio(ticker="BUSI"',
      'variacion(ticker="BUSI", desde="2024-03-15", hasta="2024-03-22")',
      'mi_precio(ticker="BUSI")',
    ];
    for (const reply of replies) expect(parseLenient(reply, TOOLS)).toEqual({ calls: [], text: reply });
  });

  it('never reads calls inside the think block', () => {
    const reply = `<think>\nPodría usar precio(ticker="BUSI", fecha="2024-03-15") o ${PRECIO_22}\n<tool_call>\n${NOTICIAS}\n</tool_call>\n</think>\nNo necesito herramientas.`;
    expect(parseLenient(reply, TOOLS)).toEqual({
      calls: [],
      text: 'No necesito herramientas.',
      thinking: { text: expect.stringContaining('Podría usar precio') as string, closed: true },
    });
    const afterThinking = parseLenient(`<think>\n<tool_call>\n${PRECIO_15}\n</tool_call>\n</think>\ncalculadora(expresion="1+1")`, TOOLS);
    expect(afterThinking.calls).toMatchObject([{ name: 'calculadora', format: 'python_call' }]);
  });

  it('returns several calls of mixed formats in order of appearance', () => {
    const reply = `Primero: calculadora(expresion="(27.88 - 26.19) / 26.19 * 100")\nLuego ${PRECIO_22}\n\`\`\`json\n${PRECIO_15}\n\`\`\`\nFin.`;
    const { calls, text } = parseLenient(reply, TOOLS);
    expect(calls.map((c) => c.ok && [c.name, c.format])).toEqual([
      ['calculadora', 'python_call'],
      ['precio', 'bare_json'],
      ['precio', 'json_fence'],
    ]);
    expect(text).toBe('Primero: \nLuego \n\nFin.');
    expect(driftedFormats(reply, TOOLS)).toEqual(['python_call', 'bare_json', 'json_fence']);
  });

  it('takes a call once: a call inside another call\'s string or a read fence is part of it', () => {
    const inner = parseLenient('calculadora(expresion=\'{"name": "precio"}\')', TOOLS);
    expect(inner.calls).toMatchObject([{ name: 'calculadora', arguments: { expresion: '{"name": "precio"}' } }]);
    expect(parseLenient(`\`\`\`json\n${PRECIO_15}\n\`\`\``, TOOLS).calls.map((c) => c.format)).toEqual(['json_fence']);
  });

  it('lists the recovered formats the eval counts', () => {
    expect(RECOVERED_FORMATS).toEqual(['tool_call_trailing_text', 'tool_call_missing_brace', 'json_fence', 'bare_json', 'python_call']);
  });
});

describe('parseLenient on hostile input', () => {
  it('reads 100,000 unmatched braces as text, inside a block as a failure, without throwing', () => {
    const braces = '{'.repeat(100_000);
    expect(parseLenient(braces, TOOLS)).toEqual({ calls: [], text: braces });
    expect(parseLenient(`<tool_call>${braces}`, TOOLS).calls).toMatchObject([{ ok: false, reason: 'unclosed_tag' }]);
    const deepFence = `\`\`\`json\n${'['.repeat(100_000)}\n\`\`\``;
    expect(parseLenient(deepFence, TOOLS).calls).toEqual([]);
  });

  it('reads 20,000 opened Python calls and a deep nest of objects without throwing', () => {
    const opened = 'precio(ticker="'.repeat(20_000);
    expect(parseLenient(opened, TOOLS).calls).toEqual([]);
    const nested = `${'{"a": '.repeat(20_000)}1${'}'.repeat(20_000)} ${PRECIO_15}`;
    expect(parseLenient(nested, TOOLS).calls).toMatchObject([{ raw: PRECIO_15, format: 'bare_json' }]);
  });
});
