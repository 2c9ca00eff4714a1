// A failed Load says what happened once, and tells a student what to do without developer syntax: repeated reasons
// dropped, each cause's next step in both languages free of `local:NAME`, which stays in the folded classroom note.
import { describe, expect, it } from 'vitest';
import { onceEach } from '../../../../../src/ui/common/local-model/failure-message.ts';
import { MODEL_PANEL_TEXT } from '../../../../../src/ui/common/local-model/model-panel-texts.ts';

describe('onceEach', () => {
  it('drops a reason the message already gave, after its opening too', () => {
    expect(onceEach('Could not load the model "m" from the Hugging Face Hub: Failed to fetch; Failed to fetch')).toBe(
      'Could not load the model "m" from the Hugging Face Hub: Failed to fetch',
    );
    expect(onceEach('Failed to fetch; Failed to fetch; Failed to fetch')).toBe('Failed to fetch');
  });

  it('keeps different reasons, in their order', () => {
    expect(onceEach('Could not load the model "m" from /models/: A; B; A; C')).toBe('Could not load the model "m" from /models/: A; B; C');
  });

  it('leaves a single reason as it is, and drops empty parts', () => {
    expect(onceEach('Could not load the model "m" from /models/: config.json not found')).toBe('Could not load the model "m" from /models/: config.json not found');
    expect(onceEach('A; ; A;  ')).toBe('A');
  });
});

describe('what a student is told', () => {
  it.each(['en', 'es'] as const)('%s: no next step, nor the stall’s advice, suggests local:NAME', (lang) => {
    const t = MODEL_PANEL_TEXT[lang];
    for (const [kind, [, next]] of Object.entries(t.kinds)) expect(next, kind).not.toContain('local:');
    expect(t.stallTry).not.toContain('local:');
    // Kept for a teacher, folded in the failure's details.
    expect(t.classroom).toContain(lang === 'en' ? 'local:NAME' : 'local:NOMBRE');
  });

  it.each(['en', 'es'] as const)('%s: a network failure says to check the connection and try again', (lang) => {
    const [, next] = MODEL_PANEL_TEXT[lang].kinds.unreachable;
    expect(next).toMatch(lang === 'en' ? /Check your internet connection and press Load again/ : /Comprueba tu conexión a internet y vuelve a pulsar Cargar/);
  });
});
