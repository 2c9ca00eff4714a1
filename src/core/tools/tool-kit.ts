// One execute(name, args) for any set of tools: look the tool up, validate the arguments with its zod schema,
// run it, and turn every failure into data ({error}) with the lesson's wording. It never throws.
import { pydanticIssues, type ArgumentIssue } from './pydantic-messages.ts';
import { pydanticJsonSchema } from './pydantic-json-schema.ts';
import type { ExecutionResult, JsonSchema, ToolDefinition, ToolKit, ToolOutput } from './tool-kit-types.ts';
import { errorMessage } from '../errors/error-message.ts';
import type { z } from 'zod';

type ZodIssue = z.core.$ZodIssue;

export interface ToolKitOptions {
  /**
   * Arguments the schema does not declare. `forbid` (the default) refuses the call with pydantic's
   * `Extra inputs are not permitted`, labelled unexpected_param: an invented argument is a model error worth
   * showing. `ignore` drops them, as pydantic's default and the companion course's agent do, and reports them
   * in `ignoredArgs`.
   */
  extraArgs?: 'forbid' | 'ignore';
  /** The error for a name the kit lacks, given the kit's tool names (default: the lesson's `herramienta desconocida: <name>`). */
  unknownToolMessage?: (name: string, available: readonly string[]) => string;
  /** The error for arguments that fail validation, given the field messages joined by "; " (default: `argumentos no válidos: …`). */
  invalidArgsMessage?: (details: string) => string;
  /** Closes the field messages when more than MAX_LISTED_ISSUES failed, given how many are not listed (default: `y N más`). */
  moreIssuesMessage?: (count: number) => string;
}

/**
 * The field messages listed in one error. A list of 100,000 bad conditions made a message of megabytes (and took
 * seconds to write) that no model or student reads; pydantic lists them all, the lab the first ones and a count.
 */
export const MAX_LISTED_ISSUES = 20;

const lessonUnknownTool = (name: string) => `herramienta desconocida: ${name}`;
const lessonInvalidArgs = (details: string) => `argumentos no válidos: ${details}`;
const lessonMoreIssues = (count: number) => `y ${count} más`;

function formatIssues(issues: readonly ArgumentIssue[], unlisted: number, more: (count: number) => string): string {
  const listed = issues.map((i) => (i.field === undefined ? i.message : `${i.field}: ${i.message}`));
  return [...listed, ...(unlisted > 0 ? [more(unlisted)] : [])].join('; ');
}

/** How many of pydantic's issues a zod issue makes: one per unexpected key, else one. */
const issueCount = (issue: ZodIssue) => (issue.code === 'unrecognized_keys' ? issue.keys.length : 1);

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

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && 'then' in value && typeof value.then === 'function';
}

/** A call either settled before running (refused or invalid) or ready to run with its validated arguments. */
type Prepared = { settled: ExecutionResult } | { tool: ToolDefinition; data: unknown; ignored: Pick<ExecutionResult, 'ignoredArgs'> };

export function createToolKit(tools: readonly ToolDefinition[], options: ToolKitOptions = {}): ToolKit {
  const extraArgs = options.extraArgs ?? 'forbid';
  const unknownTool = options.unknownToolMessage ?? lessonUnknownTool;
  const invalidArgs = options.invalidArgsMessage ?? lessonInvalidArgs;
  const moreIssues = options.moreIssuesMessage ?? lessonMoreIssues;
  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const names = tools.map((tool) => tool.name);
  const schemas = new Map<string, JsonSchema>();

  function validate(tool: ToolDefinition, args: unknown): Prepared {
    const parsed = tool.schema.safeParse(args);
    // Only the issues listed are written out; the rest are counted.
    const failed = parsed.success ? [] : parsed.error.issues;
    const issues = pydanticIssues(failed.slice(0, MAX_LISTED_ISSUES), args, tool.schema, tool.argsTitle);
    let unlisted = failed.slice(MAX_LISTED_ISSUES).reduce((n, issue) => n + issueCount(issue), 0);
    const extra = isPlainObject(args) ? Object.keys(args).filter((key) => !Object.hasOwn(tool.schema.shape, key)) : [];
    // pydantic lists the extra inputs after the errors of the declared fields.
    if (extraArgs === 'forbid') {
      for (const key of extra) issues.push({ field: key, message: 'Extra inputs are not permitted', label: 'unexpected_param' });
    }
    const first = issues[0];
    if (issues.length > MAX_LISTED_ISSUES) unlisted += issues.splice(MAX_LISTED_ISSUES).length;
    if (first) return { settled: { output: { error: invalidArgs(formatIssues(issues, unlisted, moreIssues)) }, label: first.label } };
    const ignored = extraArgs === 'ignore' && extra.length > 0 ? { ignoredArgs: extra } : {};
    return { tool, data: parsed.data, ignored };
  }

  function prepare(name: string, args: unknown): Prepared {
    const tool = typeof name === 'string' ? byName.get(name) : undefined;
    if (!tool) return { settled: { output: { error: unknownTool(String(name), names) }, label: 'wrong_func_name' } };
    try {
      return validate(tool, args);
    } catch (error) {
      // A schema that throws (a refine, say) must not break the caller's loop either.
      return { settled: { output: { error: errorMessage(error) } } };
    }
  }

  const kit: ToolKit = {
    tools,
    has: (name) => byName.has(name),
    executeDetailed(name, args) {
      const prepared = prepare(name, args);
      if ('settled' in prepared) return prepared.settled;
      const { tool, data, ignored } = prepared;
      try {
        const value = tool.run(data);
        if (isThenable(value)) {
          // The call has started but its result does not exist yet; its failure must not go unhandled.
          value.then(undefined, () => undefined);
          return { output: { error: `${tool.name} is asynchronous: call executeAsync` }, ...ignored };
        }
        return { output: { resultado: value }, ...ignored };
      } catch (error) {
        return { output: { error: errorMessage(error) }, ...ignored };
      }
    },
    execute: (name, args): ToolOutput => kit.executeDetailed(name, args).output,
    async executeDetailedAsync(name, args, beforeRun) {
      const prepared = prepare(name, args);
      if ('settled' in prepared) return prepared.settled;
      const { tool, data, ignored } = prepared;
      const instead = await beforeRun?.(tool);
      if (instead) return { output: instead, ...ignored };
      try {
        return { output: { resultado: await tool.run(data) }, ...ignored };
      } catch (error) {
        return { output: { error: errorMessage(error) }, ...ignored };
      }
    },
    executeAsync: async (name, args): Promise<ToolOutput> => (await kit.executeDetailedAsync(name, args)).output,
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
