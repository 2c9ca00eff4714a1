// Gemini's generateContent response and error bodies as zod schemas: the response derived from @google/genai's
// types (third_party/google-genai-types/generate-content-excerpt.d.ts; every field optional there, so the
// schemas require what the lab's answers must carry to be read as the real API's), the error from Google's
// google.rpc.Status JSON form (AIP-193).
import { FinishReason, MediaModality } from '@google/genai';
import { z } from 'zod';

const count = z.number().int().nonnegative();

const part = z.union([
  z.strictObject({ text: z.string(), thought: z.boolean().optional(), thoughtSignature: z.string().optional() }),
  z.strictObject({
    functionCall: z.strictObject({ name: z.string(), args: z.record(z.string(), z.unknown()), id: z.string().optional() }),
    thoughtSignature: z.string().optional(),
  }),
]);

const modalityCount = z.strictObject({ modality: z.enum(MediaModality), tokenCount: count });

export const geminiResponse = z.strictObject({
  candidates: z
    .array(
      z.strictObject({
        content: z.strictObject({ parts: z.array(part).min(1), role: z.literal('model') }),
        finishReason: z.enum(FinishReason),
        index: count,
      }),
    )
    .min(1),
  usageMetadata: z.strictObject({
    promptTokenCount: count,
    candidatesTokenCount: count,
    totalTokenCount: count,
    promptTokensDetails: z.array(modalityCount),
  }),
  modelVersion: z.string(),
  responseId: z.string().min(1),
});

/** A chunk of streamGenerateContent: a response whose candidate has its finish reason on the last chunk only. */
export const geminiStreamChunk = geminiResponse.extend({
  candidates: z.array(geminiResponse.shape.candidates.element.extend({ finishReason: z.enum(FinishReason).optional() })).min(1),
});

/** google.rpc.Code names, as the JSON error form spells them. */
const CANONICAL_CODES = [
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
] as const;

export const geminiError = z.strictObject({
  error: z.strictObject({
    code: z.number().int(),
    message: z.string(),
    status: z.enum(CANONICAL_CODES),
    details: z.array(z.looseObject({ '@type': z.string() })).optional(),
  }),
});
