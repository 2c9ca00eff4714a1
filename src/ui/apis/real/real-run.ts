// One run of the lesson's question on a real model: the lesson's tools over the course data (loaded once), the
// lesson's plan with the guardrails and limits the page's link sets, and the real-API backend (common/real-api).
// A fork passes its edits and its parent, whose answers stand for the steps before the edit.
import type { Limits, Switches } from '../../../core/agent/index.ts';
import type { RealApiReport } from '../../../core/real/index.ts';
import { lessonQuestionPlan } from '../../../core/labs/index.ts';
import { run, type ReactFork, type RunRecord } from '../../../core/run/index.ts';
import { LESSON_QUESTION, LESSON_TOOL_NAMES } from '../../../core/sim/index.ts';
import { createLessonToolKit, type ToolKit } from '../../../core/tools/index.ts';
import { loadBrowserMarketData } from '../../common/market-data/market-data-store.ts';
import { readApisState } from '../apis-params.ts';
import { realBackend } from '../../common/real-api/real-runs.ts';
import type { RealRecipe } from '../../common/real-api/real-recipe.ts';
import { readToolsFrom, type ToolsFrom } from '../../common/tools-from.ts';
import { mcpToolSource } from '../../../mcp-browser/mcp-tool-source.ts';

export type RealRun = RunRecord<undefined, RealApiReport>;

/** What the page's link changes of the lesson's local-loop settings (the rest stay the lesson's), and streaming. */
export interface RealRunSettings {
  limits: Partial<Limits>;
  switches: Partial<Switches>;
  stream: boolean;
  /** Where the loop's tools answer from (via=mcp: the lab's MCP server for the lesson's kit). */
  via: ToolsFrom;
}

let kit: Promise<ToolKit> | undefined;

export function runRealApi(real: RealRecipe, settings: RealRunSettings, fork?: ReactFork): Promise<RealRun> {
  kit ??= loadBrowserMarketData().then((loaded) => createLessonToolKit(loaded.data));
  const { limits, switches, stream, via } = settings;
  const toolSource = via === 'mcp' ? mcpToolSource('lesson') : undefined;
  return kit.then((tools) =>
    run(
      lessonQuestionPlan({ question: LESSON_QUESTION, kit: tools, tools: LESSON_TOOL_NAMES, limits, switches, ...(fork ? { fork } : {}), ...(toolSource ? { toolSource } : {}) }),
      realBackend(real, stream),
    ),
  );
}

/** A workbench record of the page: a real model's run reports its base URL, a simulated one its script. */
export const isRealRun = (record: { report: unknown }): record is RealRun =>
  typeof record.report === 'object' && record.report !== null && 'baseUrl' in record.report;

/** The params of the page's link that a real run follows: its limits, the guardrails it turns off, streaming. */
export const REAL_SETTING_PARAMS = ['steps', 'tokens', 'output', 'timeout', 'off', 'stream', 'via'] as const;

/** What the link (or a recipe) sets of the guardrails and limits, over the lesson's local-loop settings. */
export function realRunSettings(params: Readonly<Record<string, string>>): RealRunSettings {
  const { limits, switches } = readApisState(params).settings;
  const chosen: Partial<Limits> = {
    ...(params.steps !== undefined ? { maxSteps: limits.maxSteps } : {}),
    ...(params.tokens !== undefined ? { maxTokens: limits.maxTokens } : {}),
    ...(params.output !== undefined ? { maxOutputChars: limits.maxOutputChars } : {}),
    ...(params.timeout !== undefined ? { timeoutMs: limits.timeoutMs } : {}),
  };
  const off = Object.fromEntries(Object.entries(switches).filter(([, on]) => !on)) as Partial<Switches>;
  return { limits: chosen, switches: off, stream: params.stream === '1', via: readToolsFrom(params) };
}
