// The prompts a run would send, without the model: step 1 of any setup, and — for a preset the lesson recorded —
// every step of that recorded run, its replies played back through the same loop, tools and chat template (so step
// 2's prompt holds the lesson's tool results, byte for byte). Rendering is injected: the prompt view's
// tokenizer-only worker in the page, a tokenizer in Node tests. Nothing here loads weights.
import type { ReferenceTrace } from '../core/agent/reference-traces.ts';
import { pythonJsonDumps } from '../core/json/python-json.ts';
import { run } from '../core/run/run.ts';
import type { ReactPlan } from '../core/run/run-plan.ts';
import type { LocalGenerator, RenderedPrompt } from './generator.ts';
import { firstPrompt, localModelBackend, NOT_GENERATED } from './local-model-backend.ts';

export type Render = LocalGenerator['render'];

/**
 * What the lesson's model wrote at each step: its calls as `<tool_call>` blocks (the JSON as Python's json.dumps
 * writes it, which is how Qwen2.5 wrote it), one per line, then the final answer.
 */
export function recordedReplies(reference: ReferenceTrace): string[] {
  const answer = reference.answers[0]?.text ?? '';
  return reference.steps.map((step, i) =>
    i === reference.steps.length - 1 && step.calls.length === 0
      ? answer
      : step.calls
          .map((c) => `<tool_call>\n${pythonJsonDumps({ name: c.name, arguments: c.args }, { ensureAscii: false })}\n</tool_call>`)
          .join('\n'),
  );
}

/** A generator that renders for real and, instead of generating, gives the recorded replies in turn. */
function playback(render: Render, replies: readonly string[]): LocalGenerator {
  let step = 0;
  return {
    render,
    async generate() {
      const text = replies[step++];
      if (text === undefined) throw new Error('the recorded run has no further step');
      return { text, stopReason: 'end_of_turn', stats: NOT_GENERATED };
    },
  };
}

export interface PreviewOptions {
  /** The recorded run's replies, in order. */
  replies?: readonly string[];
  /** Qwen3's enable_thinking, as the run would pass it. */
  thinking?: boolean;
}

/**
 * Each step's prompt and tokens: with `replies`, every step of the run those replies make (the loop runs the real
 * tools); without, step 1 only (what comes next depends on what the model writes).
 */
export async function previewPrompts(plan: ReactPlan, render: Render, { replies = [], thinking = false }: PreviewOptions = {}): Promise<RenderedPrompt[]> {
  const firstStep = async () => {
    const { messages, tools } = firstPrompt(plan);
    return [await render(messages, tools, { thinking })];
  };
  if (replies.length === 0) return firstStep();
  const { report } = await playRecorded(plan, render, replies, thinking);
  // A failure to render ends the loop before its first step: its own render then says why.
  if (report.steps.length === 0) return firstStep();
  return report.steps.map((s) => ({ prompt: s.prompt, tokens: s.inputTokens }));
}

/** The run the recorded replies make, whole: its trace (calls, results, the verifier's verdict) and each step's prompt. */
export function playRecorded(plan: ReactPlan, render: Render, replies: readonly string[], thinking = false) {
  return run(plan, localModelBackend({ generator: playback(render, replies), model: 'recorded', thinking }));
}
