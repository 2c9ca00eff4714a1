// Tool results as plain user text: what an agent does when it does not keep tool output in the data channel.
// Real APIs refuse it while calls are pending, and a headline that reads like an order would arrive in the
// user's own voice.
import type { CallReply } from './model-adapter.ts';

export function joinReplies(results: readonly CallReply[]): string {
  return results.map((r) => r.text).join('\n');
}
