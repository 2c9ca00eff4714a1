// What an imported file must look like: the trace format (agent/trace.ts), plan and execute's record
// (agent/plan/plan-trace.ts) and the file around them (trace-file.ts), as zod schemas. Objects are strict, so a
// file from elsewhere, or from a version that added fields, is refused rather than half read; a test keeps each
// schema's type equal to the type it checks, so a field added to a trace without its schema fails the type check.
import { z } from 'zod';
import { PROVIDER_IDS } from '../shapes/provider-ids.ts';
import { planEditSchema, runEditSchema } from '../agent/edit-schemas.ts';
import { FINDING_CODES } from '../agent/verify/finding-words.ts';
import { guardNames, switchIds, type Switches } from '../guardrails/index.ts';
import { TRACE_FILE_FORMAT, TRACE_FORMAT } from './trace-file.ts';

/**
 * Any JSON value where the types say `unknown` (a call's arguments, a tool's result). JSON drops a key whose value
 * is undefined, so a missing key reads back as that undefined, kept as a key as it was before export.
 */
const anyValue = () => z.unknown().optional().transform((value): unknown => value);

const edited = z.literal(true).optional();

const bilingual = z.strictObject({ en: z.string(), es: z.string() });

const callLabel = z.enum(['wrong_func_name', 'missing_required', 'unexpected_param', 'type_error', 'value_error']);

const toolOutput = z.xor([z.strictObject({ resultado: anyValue() }), z.strictObject({ error: z.string() })]);

const finding = z.strictObject({
  code: z.enum(FINDING_CODES),
  detail: z.string(),
  message: bilingual,
});

const wireExchange = z.strictObject({
  url: z.string(),
  requestBody: z.string(),
  status: z.number().optional(),
  responseHeaders: z.record(z.string(), z.string()).optional(),
  responseBody: z.string().optional(),
  blocked: z.string().optional(),
  retries: z.array(z.strictObject({ status: z.number(), waitMs: z.number(), retryAfter: z.string().optional() })).optional(),
  usage: z.strictObject({ inputTokens: z.number(), outputTokens: z.number().nullable(), cachedInputTokens: z.number().optional() }).optional(),
  answeredBy: z.enum(['replay', 'edit']).optional(),
});

/** An MCP JSON-RPC exchange (tools/rpc-exchange.ts); its bodies are as free as an API's, its names short. */
const rpcExchange = z.strictObject({
  method: z.string().max(200),
  url: z.string().max(2000),
  status: z.number().nullable(),
  request: z.string(),
  response: z.string(),
});

const failure = <K extends string>(kind: K) => z.strictObject({ kind: z.literal(kind), message: z.string() });

const endpointFailure = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('http_error'), status: z.number(), message: z.string() }),
  failure('timeout'),
  failure('bad_response'),
  failure('network'),
]);

const endReason = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('answered') }),
  z.strictObject({ kind: z.literal('step_limit'), maxSteps: z.number() }),
  z.strictObject({ kind: z.literal('run_cap'), maxSteps: z.number() }),
  z.strictObject({ kind: z.literal('token_limit'), maxTokens: z.number(), sentTokens: z.number(), nextTokens: z.number() }),
  z.strictObject({ kind: z.literal('endpoint_error'), failure: endpointFailure }),
  z.strictObject({ kind: z.literal('script_mismatch'), detail: z.string() }),
  z.strictObject({ kind: z.literal('interrupted'), detail: z.string() }),
  z.strictObject({ kind: z.literal('tools_unreachable'), message: z.string() }),
  z.strictObject({ kind: z.literal('crashed'), message: z.string() }),
]);

const step = z.number();
// Null as the type allows (the schemas match the types); import-trace refuses a file that holds one.
const count = z.number().nullable();

const traceEvent = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('request'), step, sent: z.boolean(), tokens: count, totalTokens: count, exchange: wireExchange }),
  z.strictObject({ type: z.literal('text'), step, text: z.string(), edited }),
  z.strictObject({
    type: z.literal('call'),
    step,
    callId: z.string(),
    name: z.string(),
    rawArgs: anyValue(),
    edited,
    recovered: z.string().optional(),
    unreadable: z.literal(true).optional(),
  }),
  z.strictObject({
    type: z.literal('guardrail'),
    step,
    guard: z.string().refine((guard) => guardNames().includes(guard), { message: 'not a guardrail of the table' }),
    callId: z.string().optional(),
    detail: z.string(),
  }),
  z.strictObject({
    type: z.literal('validation'),
    step,
    callId: z.string(),
    outcome: z.enum(['valid', 'invalid', 'skipped']),
    label: callLabel.optional(),
  }),
  z.strictObject({
    type: z.literal('result'),
    step,
    callId: z.string(),
    name: z.string(),
    args: anyValue(),
    executed: z.boolean(),
    output: toolOutput,
    isError: z.boolean(),
    label: callLabel.optional(),
    wireText: z.string(),
    capped: z.boolean(),
    asData: z.boolean(),
    edited,
    rpc: rpcExchange.optional(),
    approval: z.strictObject({ decision: z.enum(['approved', 'denied']), by: z.enum(['person', 'edit', 'given', 'nobody']) }).optional(),
  }),
  z.strictObject({ type: z.literal('answer'), step, text: z.string(), edited, drifted: z.array(z.string()).optional() }),
  z.strictObject({ type: z.literal('end'), step, reason: endReason }),
  z.strictObject({ type: z.literal('verification'), findings: z.array(finding) }),
]);

/**
 * One switch per switch guardrail of the table (core/guardrails), no more and no fewer; read from the table when a
 * file is imported, so that a guardrail added to it is asked for too.
 */
const switches = z
  .record(z.string(), z.boolean())
  .superRefine((value, ctx) => {
    const ids = switchIds();
    for (const id of ids) if (!(id in value)) ctx.addIssue({ code: 'custom', message: `the switch ${id} is missing`, path: [id] });
    for (const key of Object.keys(value)) if (!ids.includes(key)) ctx.addIssue({ code: 'custom', message: `${key} is not a switch of the table`, path: [key] });
  })
  .transform((value) => value as Switches);

const settings = z.strictObject({
  limits: z.strictObject({
    maxSteps: z.number(),
    maxTokens: z.number(),
    maxOutputChars: z.number(),
    runCap: z.number(),
    timeoutMs: z.number(),
  }),
  switches,
  wireProfile: z.string().optional(),
  approval: z.enum(['writes', 'all']).optional(),
});

const summary = z.strictObject({
  steps: z.number(),
  calls: z.number(),
  errors: z.number(),
  tokens: count,
  answer: z.string().nullable(),
  end: endReason,
  findings: z.array(finding),
});


export const traceSchema = z.strictObject({
  format: z.literal(TRACE_FORMAT),
  backend: z.string(),
  model: z.string(),
  question: z.string(),
  settings,
  events: z.array(traceEvent),
  summary,
  edits: z.array(runEditSchema).optional(),
  toolServer: z.strictObject({ url: z.string().max(2000), exchanges: z.array(rpcExchange) }).optional(),
});

const chatMessage = z.strictObject({ role: z.enum(['system', 'user', 'assistant']), content: z.string() });

const modelExchange = {
  messages: z.array(chatMessage),
  raw: z.string().optional(),
  failure: z.string().optional(),
  edited,
};

const changeParams = z.strictObject({ ticker: z.string(), desde: z.string(), hasta: z.string() });

const changeEnd = z.strictObject({ pedida: z.string(), fecha: z.string(), cierre: z.number() });

const programCall = z.strictObject({ name: z.string(), args: anyValue(), output: toolOutput, label: callLabel.optional(), rpc: rpcExchange.optional() });

const planStage = z.discriminatedUnion('stage', [
  z.strictObject({
    stage: z.literal('extract'),
    attempts: z.array(z.strictObject({ ...modelExchange, params: changeParams.optional(), error: z.string().optional() })),
    params: changeParams.nullable(),
  }),
  z.strictObject({
    stage: z.literal('compute'),
    calls: z.array(programCall),
    table: z.strictObject({ ticker: z.string(), desde: changeEnd, hasta: changeEnd, variacion_pct: z.number() }).nullable(),
    tableText: z.string().optional(),
    error: z.string().optional(),
    editedCalls: z.array(z.number()).optional(),
  }),
  z.strictObject({ stage: z.literal('write'), ...modelExchange, sentence: z.string().optional() }),
  z.strictObject({ stage: z.literal('verify'), findings: z.array(finding) }),
]);


export const planTraceSchema = z.strictObject({
  question: z.string(),
  stages: z.array(planStage),
  answer: z.string().nullable(),
  end: z.enum(['answered', 'extraction_failed', 'compute_failed', 'model_failed']),
  findings: z.array(finding),
  edits: z.array(planEditSchema).optional(),
});

const localRunReport = z.strictObject({
  steps: z.array(z.strictObject({ inputTokens: z.number(), generatedTokens: z.number(), masked: z.array(z.number()).optional() })),
  sampling: z.strictObject({ seed: z.number(), temperature: z.number(), topK: z.number(), topP: z.number() }).optional(),
  decoding: z.enum(['constrained', 'lenient']).optional(),
});

const simulatedReport = z.strictObject({
  provider: z.enum(PROVIDER_IDS),
  transport: z.string(),
  script: z.strictObject({
    status: z.enum(['complete', 'unfinished', 'endless', 'unexpected']),
    played: z.array(z.string()),
    notPlayed: z.array(z.string()),
    unexpected: z.string().optional(),
  }),
});

export const traceRunSchema = z.strictObject({
  label: z.string(),
  trace: traceSchema,
  report: z.xor([simulatedReport, localRunReport]).optional(),
});

export const planRunSchema = z.strictObject({
  label: z.string(),
  planTrace: planTraceSchema,
  model: z.string().optional(),
  backend: z.string().optional(),
  report: localRunReport.optional(),
});

export const traceFileSchema = z.strictObject({
  format: z.literal(TRACE_FILE_FORMAT),
  runs: z.array(z.xor([traceRunSchema, planRunSchema])).min(1),
});
