import { describe, expect, it } from 'vitest';
import { lineBreaks, percent, stripPiece, visiblePiece } from '../../../../../src/ui/common/local-model/alternatives-format.ts';
import { alternativesAsked } from '../../../../../src/ui/common/local-model/model-settings.ts';

describe('what it almost said, as written on the page', () => {
  it('makes whitespace visible in a label, keeps it in the running reply', () => {
    expect(visiblePiece(' cierre')).toBe('·cierre');
    expect(visiblePiece('\n')).toBe('↵');
    expect(visiblePiece('\r\n\t')).toBe('↵→');
    expect(visiblePiece('')).toBe('∅');
    expect(visiblePiece('<tool_call>')).toBe('<tool_call>');
    expect(stripPiece(' cierre')).toBe(' cierre');
    expect(stripPiece('}}\n')).toBe('}}↵');
    expect(stripPiece('')).toBe('∅');
    expect([lineBreaks('a'), lineBreaks('\n'), lineBreaks('\n\n')]).toEqual([0, 1, 2]);
  });

  it('writes percentages with one decimal in the page’s language, never rounding to a certainty or to nothing', () => {
    expect(percent(0.2788, 'en')).toBe('27.9 %');
    expect(percent(0.2788, 'es')).toBe('27,9 %');
    expect(percent(1, 'en')).toBe('100 %');
    expect(percent(0, 'en')).toBe('0 %');
    expect(percent(0.99996, 'en')).toBe('> 99.9 %');
    expect(percent(0.99996, 'es')).toBe('> 99,9 %');
    expect(percent(0.0001, 'en')).toBe('< 0.1 %');
    expect(percent(0.0005, 'en')).toBe('0.1 %');
  });

  it('asks the backend for the top 5 only when alts=1 is on', () => {
    expect(alternativesAsked({ alternatives: true })).toBe(5);
    expect(alternativesAsked({ alternatives: false })).toBe(0);
  });
});
