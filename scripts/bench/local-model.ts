// Bench section for the local model, run in Node with the tiny Qwen2 fixture: model load time, and prefill
// tokens and time per step of a five-step agent conversation with and without KV-cache reuse (median of
// repeated runs: single runs of a model this small are mostly noise).
// `benchLocalModel()` measures; `formatLocalModelBench()` prints. Run alone: npx tsx scripts/bench/local-model.ts
import { fileURLToPath } from 'node:url';
import { buildTinyModels, FIXTURE_MODELS_DIR } from '../tiny-model/build-tiny-models.ts';
import { TINY_QWEN2_NAME } from '../tiny-model/tiny-models.ts';
import type { ChatMessage, TemplateTool } from '../../src/llm/chat-template.ts';
import { LocalModel, type StepStats } from '../../src/llm/local-model.ts';

const SISTEMA =
  'Eres un asistente de research de renta variable. Usa las herramientas para obtener datos; no inventes cifras. ' +
  'Cuando tengas la respuesta, contesta en español en una o dos frases.';
const PREGUNTA = '¿Cuánto cambió en porcentaje el cierre de BUSI entre el 2024-03-15 y el 2024-03-22?';
const PRECIO: TemplateTool = {
  type: 'function',
  function: {
    name: 'precio',
    description: 'Cierre de una acción en una sesión (la última sesión en o antes de la fecha).',
    parameters: {
      properties: {
        ticker: { pattern: '^[A-Z]{4}$', title: 'Ticker', type: 'string' },
        fecha: { pattern: '^\\d{4}-\\d{2}-\\d{2}$', title: 'Fecha', type: 'string' },
      },
      required: ['ticker', 'fecha'],
      title: 'ArgsPrecio',
      type: 'object',
    },
  },
};
const RESULT = '{"resultado": {"ticker": "BUSI", "fecha": "2024-03-15", "cierre": 26.19}}';
const STEPS = 5;

export interface LoopRun {
  steps: StepStats[];
  prefilledTokens: number;
  prefillMs: number;
  /** Decode tokens per second over the whole run (first tokens excluded: they come from prefill). */
  tokensPerSecond: number | undefined;
}

export interface LocalModelBench {
  loadMs: number;
  withReuse: LoopRun;
  withoutReuse: LoopRun;
  /** Prefilled tokens without reuse ÷ with reuse. */
  prefillTokenRatio: number;
  /** Prefill time without reuse ÷ with reuse. */
  prefillTimeRatio: number;
}

async function runLoop(model: LocalModel, kvReuse: boolean): Promise<LoopRun> {
  await model.reset();
  const messages: ChatMessage[] = [
    { role: 'system', content: SISTEMA },
    { role: 'user', content: PREGUNTA },
  ];
  const steps: StepStats[] = [];
  for (let i = 0; i < STEPS; i++) {
    const out = await model.generate(model.render(messages, [PRECIO]), { kvReuse });
    steps.push(out.stats);
    messages.push({ role: 'assistant', content: out.text.trim() }, { role: 'tool', content: RESULT });
  }
  const sum = (f: (s: StepStats) => number) => steps.reduce((n, s) => n + f(s), 0);
  const decodeMs = sum((s) => s.decodeMs);
  const decoded = sum((s) => Math.max(s.generatedTokens - 1, 0));
  return {
    steps,
    prefilledTokens: sum((s) => s.prefilledTokens),
    prefillMs: sum((s) => s.prefillMs),
    tokensPerSecond: decodeMs > 0 ? (decoded * 1000) / decodeMs : undefined,
  };
}

const REPEATS = 7;

async function repeat(run: () => Promise<LoopRun>): Promise<LoopRun[]> {
  const runs: LoopRun[] = [];
  for (let i = 0; i < REPEATS; i++) runs.push(await run());
  return runs;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Step by step, the median time over repeated runs (token counts are identical in every run: greedy). */
function medianRun(runs: LoopRun[]): LoopRun {
  const [first] = runs as [LoopRun];
  const steps = first.steps.map((s, i) => ({
    ...s,
    prefillMs: median(runs.map((r) => r.steps[i]!.prefillMs)),
    decodeMs: median(runs.map((r) => r.steps[i]!.decodeMs)),
  }));
  const rates = runs.flatMap((r) => (r.tokensPerSecond === undefined ? [] : [r.tokensPerSecond]));
  return {
    steps,
    prefilledTokens: first.prefilledTokens,
    prefillMs: steps.reduce((n, s) => n + s.prefillMs, 0),
    tokensPerSecond: rates.length > 0 ? median(rates) : undefined,
  };
}

export async function benchLocalModel(): Promise<LocalModelBench> {
  buildTinyModels();
  const model = await LocalModel.load({ model: TINY_QWEN2_NAME, localModelPath: `${FIXTURE_MODELS_DIR}/`, dtype: 'fp32' });
  try {
    await runLoop(model, true); // warm-up: the first runs include ONNX Runtime's own set-up
    const withoutReuse = medianRun(await repeat(() => runLoop(model, false)));
    const withReuse = medianRun(await repeat(() => runLoop(model, true)));
    return {
      loadMs: model.loadMs,
      withReuse,
      withoutReuse,
      prefillTokenRatio: withoutReuse.prefilledTokens / withReuse.prefilledTokens,
      prefillTimeRatio: withoutReuse.prefillMs / withReuse.prefillMs,
    };
  } finally {
    await model.dispose();
  }
}

export function formatLocalModelBench(b: LocalModelBench): string {
  const ms = (x: number) => `${x.toFixed(1)} ms`;
  const tps = (x: number | undefined) => (x === undefined ? 'n/a' : `${x.toFixed(0)} tok/s`);
  const lines = [
    `Local model (tiny Qwen2 fixture, Node, fp32 on CPU, median of ${REPEATS} runs): load ${ms(b.loadMs)}`,
    'step | input | reused | prefilled | prefill    | without reuse: prefilled | prefill',
  ];
  b.withReuse.steps.forEach((s, i) => {
    const w = b.withoutReuse.steps[i]!;
    lines.push(
      `${String(i + 1).padStart(4)} | ${String(s.inputTokens).padStart(5)} | ${String(s.reusedTokens).padStart(6)} | ` +
        `${String(s.prefilledTokens).padStart(9)} | ${ms(s.prefillMs).padStart(10)} | ${String(w.prefilledTokens).padStart(24)} | ${ms(w.prefillMs)}`,
    );
  });
  lines.push(
    `prefilled tokens: ${b.withReuse.prefilledTokens} with reuse, ${b.withoutReuse.prefilledTokens} without (×${b.prefillTokenRatio.toFixed(1)})`,
    `prefill time: ${ms(b.withReuse.prefillMs)} with reuse, ${ms(b.withoutReuse.prefillMs)} without (×${b.prefillTimeRatio.toFixed(1)})`,
    `decode: ${tps(b.withReuse.tokensPerSecond)} with reuse, ${tps(b.withoutReuse.tokensPerSecond)} without`,
  );
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(formatLocalModelBench(await benchLocalModel()));
}
