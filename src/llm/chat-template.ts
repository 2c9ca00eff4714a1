// The prompt the local model reads, rendered by the model's own chat template (Qwen2.5's and Qwen3's Hermes format).
import type { PreTrainedTokenizer } from '@huggingface/transformers';
import type { JsonSchema } from '../core/tools/tool-kit-types.ts';

/** A tool call inside an assistant message; arguments stay an object (the template's `tojson` would double-encode a string). */
export interface TemplateToolCall {
  name: string;
  arguments: Record<string, unknown>;
}

export type ChatMessage =
  | { role: 'system' | 'user' | 'tool'; content: string }
  | { role: 'assistant'; content: string; tool_calls?: TemplateToolCall[] };

/** A tool in the template's function format, as the lesson's `esquema()` builds it. */
export interface TemplateTool {
  type: 'function';
  function: { name: string; description: string; parameters: JsonSchema };
}

/** What templateTools reads from a ToolKit. */
export interface SchemaSource {
  readonly tools: readonly { name: string; description: string }[];
  jsonSchema(name: string): JsonSchema;
}

/**
 * The kit's tools in the template's function format, in the order given (the order the model reads them);
 * names the kit lacks are left out.
 * @example templateTools(createLessonToolKit(data), ['precio', 'buscar_noticias', 'calculadora'])
 */
export function templateTools(kit: SchemaSource, names: readonly string[]): TemplateTool[] {
  return names.flatMap((name) => {
    const tool = kit.tools.find((t) => t.name === name);
    if (!tool) return [];
    return [{ type: 'function', function: { name, description: tool.description, parameters: kit.jsonSchema(name) } }];
  });
}

/** What the template is told besides the conversation. */
export interface RenderOptions {
  /**
   * Qwen3's `enable_thinking`; default false. Off, its template opens the reply with an empty
   * `<think>\n\n</think>\n\n`; on, the model writes its own think block first. Templates without it ignore it.
   */
  thinking?: boolean;
}

/** The full prompt text: messages and tools through the tokenizer's chat template, ending with the assistant's turn. */
export function renderPrompt(
  tokenizer: PreTrainedTokenizer,
  messages: readonly ChatMessage[],
  tools: readonly TemplateTool[],
  options: RenderOptions = {},
): string {
  // transformers.js hands the options it does not know (enable_thinking) to the template; its types do not list them.
  const templateOptions = {
    tools: tools.length > 0 ? [...tools] : null,
    add_generation_prompt: true,
    tokenize: false as const,
    // Qwen3's template tests `enable_thinking is false`: left undefined, it would think.
    enable_thinking: options.thinking ?? false,
  };
  return tokenizer.apply_chat_template([...messages], templateOptions);
}

/** Token ids of a rendered prompt (the template already holds every special token). */
export function promptTokenIds(tokenizer: PreTrainedTokenizer, prompt: string): number[] {
  return tokenizer.encode(prompt, { add_special_tokens: false });
}

/** The `# Tools` section of a rendered prompt, as the lesson prints it (up to the user's turn); '' without tools. */
export function toolsSection(prompt: string): string {
  const start = prompt.indexOf('# Tools');
  if (start < 0) return '';
  const end = prompt.indexOf('<|im_start|>user', start);
  return prompt.slice(start, end < 0 ? undefined : end);
}
