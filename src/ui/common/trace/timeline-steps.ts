// A trace's events grouped the way the timeline shows them: per step, the request, then each call with its
// validation, the guardrails that fired on it and its result; guardrails of the step itself; the answer.
import type {
  CallEvent,
  GuardrailEvent,
  RequestEvent,
  ResultEvent,
  Trace,
  ValidationEvent,
} from '../../../core/agent/index.ts';

export interface CallView {
  call: CallEvent;
  validation?: ValidationEvent;
  guardrails: GuardrailEvent[];
  result?: ResultEvent;
}

export interface StepView {
  step: number;
  request?: RequestEvent;
  calls: CallView[];
  /** Guardrails of the whole step (the step limit, the token limit). */
  guardrails: GuardrailEvent[];
  /** What the model wrote beside its calls (its reasoning). */
  text?: string;
  answer?: string;
}

export function timelineSteps(trace: Trace): StepView[] {
  const steps = new Map<number, StepView>();
  const stepOf = (step: number): StepView => {
    let view = steps.get(step);
    if (!view) {
      view = { step, calls: [], guardrails: [] };
      steps.set(step, view);
    }
    return view;
  };
  const callOf = (step: number, callId: string): CallView | undefined =>
    stepOf(step).calls.find((c) => c.call.callId === callId);

  for (const e of trace.events) {
    if (e.type === 'request') stepOf(e.step).request = e;
    else if (e.type === 'call') stepOf(e.step).calls.push({ call: e, guardrails: [] });
    else if (e.type === 'validation') {
      const view = callOf(e.step, e.callId);
      if (view) view.validation = e;
    } else if (e.type === 'result') {
      const view = callOf(e.step, e.callId);
      if (view) view.result = e;
    } else if (e.type === 'guardrail') {
      const view = e.callId === undefined ? undefined : callOf(e.step, e.callId);
      if (view) view.guardrails.push(e);
      else stepOf(e.step).guardrails.push(e);
    } else if (e.type === 'text') stepOf(e.step).text = e.text;
    else if (e.type === 'answer') stepOf(e.step).answer = e.text;
  }
  return [...steps.values()].sort((a, b) => a.step - b.step);
}

/** Arguments as the model wrote them: JSON text as is, an object (Anthropic, Gemini) as compact JSON. */
export function argsText(rawArgs: unknown): string {
  return typeof rawArgs === 'string' ? rawArgs : JSON.stringify(rawArgs);
}

/**
 * A raw body indented for reading: JSON, or an event stream's `data:` lines that hold JSON (an MCP server's reply
 * over Streamable HTTP); anything else comes back unchanged.
 */
export function indentJson(raw: string): string {
  const indented = indentOne(raw);
  if (indented !== undefined) return indented;
  return raw.replace(/^data: ?(.*)$/gm, (line, data: string) => {
    const json = indentOne(data);
    return json === undefined ? line : `data: ${json}`;
  });
}

function indentOne(text: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return undefined;
  }
}
