// THE list of the API shapes the lab speaks, in the order every picker, Run all's matrix, the eval's backends,
// the real-key panel and the simulators list them. Nothing else lists them: each consumer reads this table (through
// provider-ids.ts), and tests/unit/core/shapes/one-table.test.ts fails on a second list. A new shape is its folder
// (see api-shape.ts) and one line here.
import { anthropicMessagesShape } from './anthropic-messages/anthropic-messages-shape.ts';
import { geminiShape } from './gemini/gemini-shape.ts';
import { openAiChatShape } from './openai-chat/openai-chat-shape.ts';
import { openAiResponsesShape } from './openai-responses/openai-responses-shape.ts';

export const API_SHAPES = [openAiResponsesShape, openAiChatShape, anthropicMessagesShape, geminiShape] as const;
