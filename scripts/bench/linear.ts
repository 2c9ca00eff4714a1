// Hostile inputs through the routines that once were quadratic on them, timed whole against the same bytes split
// in twenty (Node): about 1× when linear, about 20× for a rescan. The tests count these routines' reads instead
// (tests/unit/work/counted-reads.ts); this prints the time a student's browser would feel, including the whole
// verifier, which the tests cannot count.
import { REFERENCE_TRACES, referenceVerifyInput, verifyAnswer } from '../../src/core/agent/index.ts';
import { splitQuotes } from '../../src/core/agent/verify/quoted-text.ts';
import { parseJsonToolCall } from '../../src/core/providers/json-fallback-parser.ts';
import type { BenchFigure, BenchSection } from './bench-section.ts';
import { formatMs, timeRunsInTurn } from './measure.ts';

const PARTS = 20;
const RUNS = 7;

interface Case {
  label: string;
  process: (input: string) => unknown;
  whole: string;
}

function cases(): Case[] {
  const trace = REFERENCE_TRACES[0];
  if (!trace) throw new Error('no reference trace');
  return [
    { label: 'parseJsonToolCall, 100 KB of `{`', process: parseJsonToolCall, whole: '{'.repeat(100_000) },
    { label: 'parseJsonToolCall, a deep valid 100 KB object', process: parseJsonToolCall, whole: '{"a":'.repeat(8_333) + '1' + '}'.repeat(8_333) },
    { label: 'splitQuotes, 50,000 × `«a`', process: splitQuotes, whole: '«a'.repeat(50_000) },
    { label: 'the whole verifier, 50,000 × `«a`', process: (answer) => verifyAnswer(referenceVerifyInput(trace, answer)), whole: '«a'.repeat(50_000) },
  ];
}

/** The whole input cut into PARTS pieces of equal length, on a boundary of its repeated unit. */
function partsOf(whole: string): string[] {
  const size = Math.floor(whole.length / PARTS);
  return Array.from({ length: PARTS }, (_, i) => whole.slice(i * size, (i + 1) * size));
}

export const linearBench: BenchSection = {
  title: `Hostile inputs: one whole input against the same bytes in ${PARTS} pieces (Node; linear ≈ 1×, a rescan ≈ ${PARTS}×)`,
  async run() {
    const figures: BenchFigure[] = [];
    for (const { label, process, whole } of cases()) {
      const parts = partsOf(whole);
      const [wholeTime, partsTime] = await timeRunsInTurn(RUNS, [() => process(whole), () => parts.forEach((part) => process(part))] as const);
      const ratio = wholeTime.medianMs / Math.max(partsTime.medianMs, 0.001);
      figures.push({ label, value: `${formatMs(wholeTime.medianMs)} whole, ${formatMs(partsTime.medianMs)} in pieces: ${ratio.toFixed(1)}× (median of ${RUNS})` });
    }
    return figures;
  },
};
