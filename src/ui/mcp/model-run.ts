// A question put to a model with a connected MCP server's tools: the lesson's local-loop plan (its system prompt,
// guardrails and limits) over a kit whose every listed tool is a tools/call to that server, answered by the model
// loaded in this tab or by the real API the tab has a key for. The trace keeps the server and each exchange.
import type { Trace } from '../../core/agent/index.ts';
import { mcpToolKit, type McpConnection } from '../../core/mcp/index.ts';
import { lessonQuestionPlan } from '../../core/labs/index.ts';
import { run } from '../../core/run/index.ts';
import { localModelBackend } from '../../llm/local-model-backend.ts';
import { localBackendOptions } from '../common/local-model/local-backend-options.ts';
import { readModelSettings } from '../common/local-model/model-settings.ts';
import { tabModelSession } from '../common/local-model/tab-model-session.ts';
import { realChoice } from '../common/real-api/real-choice.svelte.ts';
import { realBackend } from '../common/real-api/real-runs.ts';

export type ModelChoice = 'local' | 'real';

/** Whether this tab can run `choice` now: a loaded local model; a real API with its key (a local server needs none). */
export function modelReady(choice: ModelChoice): boolean {
  return choice === 'local' ? tabModelSession.phase === 'ready' && tabModelSession.loaded !== null : realChoice.ready;
}

export async function runWithServer(connection: McpConnection, question: string, choice: ModelChoice): Promise<Trace> {
  const plan = lessonQuestionPlan({ question, kit: mcpToolKit(connection), tools: connection.tools.map((tool) => tool.name) });
  if (choice === 'real') {
    const { endpoint, model, jsonToolCalls } = realChoice;
    return (await run(plan, realBackend({ endpoint, model, jsonToolCalls }))).trace;
  }
  const loaded = tabModelSession.loaded;
  if (!loaded) throw new Error('no local model is loaded in this tab');
  // The model's settings as the lesson runs it (no link of #/local's here): greedy, free decoding, the plan's tokens.
  const options = localBackendOptions(readModelSettings({}), tabModelSession.generator(), loaded.model);
  return (await run(plan, localModelBackend(options))).trace;
}
