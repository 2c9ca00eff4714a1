// A `tools/call` result read back as the lesson's tool output. The lab's servers put a tool's object result in
// `structuredContent` as it is, and anything else as `{resultado}` marked `agent-loop-lab/wrapped`; a tool's error
// is `isError` with its message as text and its label in `agent-loop-lab/label`. A foreign server's result without
// `structuredContent` is its text, read as JSON where it is JSON.
import type { CallLabel, ExecutionResult } from '../tools/tool-kit-types.ts';
import type { McpCallResult } from './mcp-connection.ts';

export const WRAPPED_META = 'agent-loop-lab/wrapped';
export const LABEL_META = 'agent-loop-lab/label';

const LABELS: readonly CallLabel[] = ['wrong_func_name', 'missing_required', 'unexpected_param', 'type_error', 'value_error'];

export function executionOf(result: McpCallResult): ExecutionResult {
  const meta = result._meta ?? {};
  if (result.isError) {
    const label = LABELS.find((l) => l === meta[LABEL_META]);
    return { output: { error: textOf(result) }, ...(label ? { label } : {}) };
  }
  const structured = result.structuredContent;
  if (structured === undefined) return { output: { resultado: parsed(textOf(result)) } };
  if (meta[WRAPPED_META] === true && typeof structured === 'object' && structured !== null && 'resultado' in structured) {
    return { output: { resultado: structured.resultado } };
  }
  return { output: { resultado: structured } };
}

/** The result's text blocks, joined. */
function textOf(result: McpCallResult): string {
  return result.content
    .flatMap((block) => (typeof block === 'object' && block !== null && 'type' in block && block.type === 'text' && 'text' in block && typeof block.text === 'string' ? [block.text] : []))
    .join('\n');
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
