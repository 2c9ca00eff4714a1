// The keys the lab's MCP servers put in a tools/call result's `_meta`, and its client reads back: what the plain
// MCP result cannot say of the lesson's tool output.
/** `structuredContent` is `{resultado}` around a result that is not an object. */
export const WRAPPED_META = 'agent-loop-lab/wrapped';
/** The BFCL-style label of a refused or invalid call. */
export const LABEL_META = 'agent-loop-lab/label';
/** The argument names a kit ignored (the asistente's). */
export const IGNORED_ARGS_META = 'agent-loop-lab/ignoredArgs';
