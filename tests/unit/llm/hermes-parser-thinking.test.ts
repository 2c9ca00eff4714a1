// Qwen3's think block is read apart from the calls and the answer: a call written while thinking is no call, and a
// reply cut off inside the block is all thinking.
import { describe, expect, it } from 'vitest';
import { parseHermes, splitThinking } from '../../../src/llm/hermes-parser.ts';

const call = (body: string) => `<tool_call>\n${body}\n</tool_call>`;
const PRECIO = '{"name": "precio", "arguments": {"ticker": "BUSI", "fecha": "2024-03-15"}}';

describe('the think block', () => {
  it('splits the thinking from the calls and the text after it', () => {
    const parse = parseHermes(`<think>\nNecesito el precio.\n</think>\n\n${call(PRECIO)}`);
    expect(parse.thinking).toEqual({ text: 'Necesito el precio.', closed: true });
    expect(parse.calls).toHaveLength(1);
    expect(parse.calls[0]).toMatchObject({ ok: true, name: 'precio' });
    expect(parse.text).toBe('');
    expect(parseHermes('<think>\nYa está.\n</think>\n\nEl cambio fue de 6.45%.')).toMatchObject({ calls: [], text: 'El cambio fue de 6.45%.', thinking: { text: 'Ya está.' } });
  });

  it('reads a <tool_call> inside the think block as thinking, not as a call', () => {
    const parse = parseHermes(`<think>\nQuizá ${call(PRECIO)} sirva.\n</think>\n\nNo hace falta.`);
    expect(parse.calls).toEqual([]);
    expect(parse.text).toBe('No hace falta.');
    expect(parse.thinking?.text).toContain('<tool_call>');
  });

  it('reads an unclosed <think> (cut off at max_new_tokens) as all thinking: no call, no answer', () => {
    const parse = parseHermes(`<think>\nPrimero pido ${call(PRECIO)} y luego`);
    expect(parse).toEqual({ calls: [], text: '', thinking: { text: `Primero pido ${call(PRECIO)} y luego`, closed: false } });
  });

  it('takes a </think> without its <think> as closing a block the template opened', () => {
    expect(splitThinking('Pienso.\n</think>\n\nHola.')).toEqual({ thinking: { text: 'Pienso.', closed: true }, reply: 'Hola.' });
  });

  it("keeps an empty block (thinking off, as the template writes it) apart, and a reply without one as it was", () => {
    expect(parseHermes('<think>\n\n</think>\n\nHola.')).toEqual({ calls: [], text: 'Hola.', thinking: { text: '', closed: true } });
    expect(splitThinking('  Hola.\n')).toEqual({ reply: '  Hola.\n' });
    expect(parseHermes(call(PRECIO))).not.toHaveProperty('thinking');
  });
});
