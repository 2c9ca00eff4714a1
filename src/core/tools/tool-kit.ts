// One execute(name, args) for any set of tools: look the tool up, validate the arguments with its zod schema,
// run it, and turn every failure into data ({error}) with the lesson's wording. It never throws.
import { pydanticIssues, type ArgumentIssue } from './pydantic-messages.ts';
import { pydanticJsonSchema } from './pydantic-json-schema.ts';
import type { ExecutionResult, JsonSchema, ToolDefinition, ToolKit, ToolOutput } from './tool-kit-types.ts';

export interface ToolKitOptions {
  /**
   * Arguments the schema does not declare. `forbid` (the default) refuses the call with pydantic's
   * `Extra inputs are not permitted`, labelled unexpected_param: an invented argument is a model error worth
   * showing. `ignore` drops them, as pydantic's default and the companion course's agent do, and reports them
   * in `ignoredArgs`.
   */
  extraArgs?: 'forbid' | 'ignore';
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function formatIssues(issues: readonly ArgumentIssue[]): string {
  return 'argumentos no válidos: ' + issues.map((i) => (i.field === undefined ? i.message : `${i.field}: ${i.message}`)).join('; ');
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createToolKit(tools: readonly ToolDefinition[], options: ToolKitOptions = {}): ToolKit {
  const extraArgs = options.extraArgs ?? 'forbid';
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const schemas = new Map<string, JsonSchema>();

  function validateAndRun(tool: ToolDefinition, args: unknown): ExecutionResult {
    const parsed = tool.schema.safeParse(args);
    const issues = parsed.success ? [] : pydanticIssues(parsed.error.issues, args, tool.schema, tool.argsTitle);
    const extra = isPlainObject(args) ? Object.keys(args).filter((key) => !Object.hasOwn(tool.schema.shape, key)) : [];
    // pydantic lists the extra inputs after the errors of the declared fields.
    if (extraArgs === 'forbid') {
      for (const key of extra) issues.push({ field: key, message: 'Extra inputs are not permitted', label: 'unexpected_param' });
    }
    const first = issues[0];
    if (first) return { output: { error: formatIssues(issues) }, label: first.label };
    const ignored = extraArgs === 'ignore' && extra.length > 0 ? { ignoredArgs: extra } : {};
    try {
      return { output: { resultado: tool.run(parsed.data) }, ...ignored };
    } catch (error) {
      return { output: { error: messageOf(error) }, ...ignored };
    }
  }

  const kit: ToolKit = {
    tools,
    has: (name) => byName.has(name),
    executeDetailed(name, args) {
      const tool = typeof name === 'string' ? byName.get(name) : undefined;
      if (!tool) return { output: { error: `herramienta desconocida: ${String(name)}` }, label: 'wrong_func_name' };
      try {
        return validateAndRun(tool, args);
      } catch (error) {
        // A schema that throws (a refine, say) must not break the caller's loop either.
        return { output: { error: messageOf(error) } };
      }
    },
    execute: (name, args): ToolOutput => kit.executeDetailed(name, args).output,
    jsonSchema(name) {
      const tool = byName.get(name);
      if (!tool) throw new Error(`no tool named ${name}`);
      let schema = schemas.get(name);
      // Frozen: one shared object per tool, which no caller can alter for the others.
      if (!schema) schemas.set(name, (schema = deepFreeze(pydanticJsonSchema(tool.schema, tool.argsTitle))));
      return schema;
    },
  };
  return kit;
}
