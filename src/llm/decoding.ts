// How the local model's output becomes calls, a setting of every local run (#/local, the labs, the eval):
// free, the lesson's way (the model writes, the strict <tool_call> parser reads); constrained, the model may only
// write a valid call of an offered tool or plain text (engine/tool-call-constraint.ts masks the rest); lenient,
// the model writes freely and a parser that accepts the formats small models drift into reads it (lenient-parser.ts).

export const DECODING_MODES = ['free', 'constrained', 'lenient'] as const;
export type DecodingMode = (typeof DECODING_MODES)[number];

/** The lesson's. */
export const DEFAULT_DECODING: DecodingMode = 'free';

export function isDecodingMode(value: unknown): value is DecodingMode {
  return typeof value === 'string' && (DECODING_MODES as readonly string[]).includes(value);
}
