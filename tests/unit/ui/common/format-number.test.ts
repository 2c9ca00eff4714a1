// The UI's numbers in each language's own style, through Intl.
import { describe, expect, it } from 'vitest';
import { formatBytes, formatDecimal, formatDuration, formatInteger, formatPercent } from '../../../../src/ui/common/format-number.ts';

describe('format-number', () => {
  it('integers: English groups from four digits, Spanish from five', () => {
    expect(formatInteger(1292, 'en')).toBe('1,292');
    expect(formatInteger(1292, 'es')).toBe('1292');
    expect(formatInteger(41639, 'en')).toBe('41,639');
    expect(formatInteger(41639, 'es')).toBe('41.639');
  });

  it('whole numbers as Intl writes them, in both languages, without building a formatter', () => {
    const intl = { en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }), es: new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 }) };
    const samples = [0, 7, 99, 999, 1000, 9999, 10_000, 99_999, 123_456, 1_000_000, 41_639_007, Number.MAX_SAFE_INTEGER];
    for (let n = 0; n < 200_000; n += 7) samples.push(n);
    for (const n of samples) for (const lang of ['en', 'es'] as const) expect(formatInteger(n, lang), `${n} in ${lang}`).toBe(intl[lang].format(n));
    // Not whole, or negative: Intl's own.
    expect(formatInteger(1292.6, 'en')).toBe('1,293');
    expect(formatInteger(-41639, 'es')).toBe(intl.es.format(-41639));
  });

  it('decimals with a point in English and a comma in Spanish, the digits fixed', () => {
    expect(formatDecimal(26.19, 'en', 2)).toBe('26.19');
    expect(formatDecimal(26.19, 'es', 2)).toBe('26,19');
    expect(formatDecimal(25.2, 'es', 2)).toBe('25,20');
  });

  it('percentages from a share, with the lab\'s spaced sign', () => {
    expect(formatPercent(0.875, 'en')).toBe('87.5 %');
    expect(formatPercent(0.875, 'es')).toBe('87,5 %');
    expect(formatPercent(1, 'es')).toBe('100 %');
  });

  it('bytes in decimal units', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(1234567, 'en')).toBe('1.2 MB');
    expect(formatBytes(1234567, 'es')).toBe('1,2 MB');
    expect(formatBytes(537_000_000, 'es')).toBe('537 MB');
  });

  it('durations: milliseconds under a second, then seconds with one decimal', () => {
    expect(formatDuration(820, 'en')).toBe('820 ms');
    expect(formatDuration(2700, 'en')).toBe('2.7 s');
    expect(formatDuration(2700, 'es')).toBe('2,7 s');
  });
});
