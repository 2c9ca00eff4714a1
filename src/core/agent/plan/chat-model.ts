// The one thing the planner needs from a model: a reply to a list of messages. The local model, a simulated
// provider and a scripted function all fit behind it.

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatModel {
  complete(messages: readonly ChatMessage[]): Promise<string>;
}

/** A scripted model's policy: a pure function of the conversation it receives. */
export type ScriptedReply = (messages: readonly ChatMessage[]) => string;

/** A ChatModel that answers with a scripted policy. */
export function scriptedModel(reply: ScriptedReply): ChatModel {
  return { complete: async (messages) => reply(messages) };
}
