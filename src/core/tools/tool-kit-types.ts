// The contract every tool kit implements (the lesson's tools, and the companion labs' kits).
import type { ZodObject, ZodType } from 'zod';
import type { RpcExchange } from './rpc-exchange.ts';
import type { ToolAnnotations } from './tool-annotations.ts';

/** What a tool call returns to the model: the lesson's `{resultado}` or `{error}`, never an exception. */
export type ToolOutput = { resultado: unknown } | { error: string };

/** BFCL-style label of a refused or invalid call. */
export type CallLabel = 'wrong_func_name' | 'missing_required' | 'unexpected_param' | 'type_error' | 'value_error';

/** A JSON Schema object in the shape pydantic's `model_json_schema()` prints (what the lesson's model saw). */
export type JsonSchema = { [key: string]: unknown };

export interface ToolDefinition<A = unknown> {
  name: string;
  /** Model-facing description (Spanish for the lesson's tools). */
  description: string;
  /** An object schema: its fields are the tool's arguments, in the order the JSON Schema lists them. */
  schema: ZodObject & ZodType<A>;
  /** Title of the arguments model, as pydantic names it (`ArgsPrecio`). */
  argsTitle: string;
  /** What the tool does to the world (MCP's hints); absent, it is taken for a tool that writes. */
  annotations?: ToolAnnotations;
  /** The shape of `resultado` when the tool succeeds; an MCP server lists it as the tool's outputSchema. */
  output?: ZodType;
  /**
   * The function. It may throw an Error: `execute` turns the message into `{error}`. A tool that needs I/O
   * (a fetch) returns a Promise: `executeAsync` awaits it, and a rejection becomes `{error}` the same way.
   */
  run(args: A): unknown;
}

export interface ExecutionResult {
  output: ToolOutput;
  /** Set when the call was refused or invalid; absent when the tool ran (even if it returned an error). */
  label?: CallLabel;
  /** Argument names given but not declared, when the kit ignores them instead of refusing them. */
  ignoredArgs?: string[];
  /** The `tools/call` exchange, for a kit whose tools an MCP server runs. */
  rpc?: RpcExchange;
}

export interface ToolKit {
  readonly tools: readonly ToolDefinition[];
  has(name: string): boolean;
  /** Validate and run; never throws. */
  execute(name: string, args: unknown): ToolOutput;
  /** As `execute`, with the label of a refused or invalid call. */
  executeDetailed(name: string, args: unknown): ExecutionResult;
  /**
   * As `execute`, awaiting a tool whose `run` returns a Promise; works for every tool, so a loop can always
   * call it. `execute` runs such a tool but answers `{error}`, since its result does not exist yet.
   */
  executeAsync(name: string, args: unknown): Promise<ToolOutput>;
  /**
   * As `executeDetailed`, awaiting asynchronous tools. Never rejects. `beforeRun` is awaited once the call is valid,
   * just before its tool runs: an output it gives stands for the tool's, which then does not run (a denied approval).
   */
  executeDetailedAsync(name: string, args: unknown, beforeRun?: (tool: ToolDefinition) => Promise<ToolOutput | undefined>): Promise<ExecutionResult>;
  /** The JSON Schema of a tool's arguments, in pydantic's shape. */
  jsonSchema(name: string): JsonSchema;
  /** The MCP server that runs the tools, and the exchanges of connecting to it; absent for tools run here. */
  readonly server?: { url: string; exchanges: readonly RpcExchange[] };
}
