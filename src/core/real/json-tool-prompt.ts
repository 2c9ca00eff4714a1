// The system prompt's addition for a model without native tool calls: the tools, and how to write a call as
// JSON text, {"tool": …, "args": …}, which `withJsonToolCalls` reads (the course's Ollama fallback). Model-facing,
// so in Spanish, as the lesson's prompts are.
import type { ToolSpec } from '../providers/adapter-options.ts';

export function jsonToolPrompt(tools: readonly ToolSpec[]): string {
  const list = tools.map((t) => `- ${t.name}: ${t.description} Parámetros (JSON Schema): ${JSON.stringify(t.parameters)}`).join('\n');
  return [
    'Herramientas disponibles:',
    list,
    'Para usar una herramienta, responde solo con un objeto JSON en una línea: {"tool": "nombre", "args": {...}}.',
    'El resultado llegará en un mensaje que empieza por "Tool result: ". Cuando tengas la respuesta, contesta sin JSON.',
  ].join('\n');
}
