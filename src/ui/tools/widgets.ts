// What #/start's guided path shows of #/tools: a tool's schema, a call tried by hand, and the dates no schema
// checks. Pages do not import each other; #/start imports a page's widgets through this one front.
export { default as ToolCall } from './ToolCall.svelte';
export { default as ToolSchema } from './ToolSchema.svelte';
export { default as UnvalidatedDates } from './UnvalidatedDates.svelte';
