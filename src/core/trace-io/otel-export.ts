// The lab's runs as OpenTelemetry traces (OTLP/JSON), following the GenAI semantic conventions, so that a run
// can be opened in a tracing tool (Jaeger, Tempo, Phoenix…) beside an application's own. Each run is one trace.
// A lab trace has no clock: the times are synthetic, `startMs` plus one millisecond an event (ordered, not
// measured), and the ids are hashes of the run, so the same runs always give the same file.
import { version } from '../../../package.json';
import { fileRunKind } from './file-run-kinds.ts';
import { otlpAttributes, otlpTraceId, type OtlpTracesData } from './otlp-json.ts';
import type { TraceFileRun } from './trace-file.ts';

const LAB = 'agent-loop-lab';

export interface OtlpExportOptions {
  /** Where every run's synthetic clock starts, in Unix milliseconds (default 0, the epoch). */
  startMs?: number;
}

/** @example JSON.stringify(toOtlpJson([{ label: 'Gemini', trace }], { startMs: Date.now() })) */
export function toOtlpJson(runs: readonly TraceFileRun[], options: OtlpExportOptions = {}): OtlpTracesData {
  const startMs = options.startMs ?? 0;
  const spans = runs.flatMap((run, index) => {
    const traceId = otlpTraceId(JSON.stringify(run), index);
    return fileRunKind(run).spans(run, traceId, startMs);
  });
  return {
    resourceSpans: [
      {
        resource: { attributes: otlpAttributes({ 'service.name': LAB, 'service.version': version }) },
        scopeSpans: [{ scope: { name: LAB, version }, spans }],
      },
    ],
  };
}
