// The #/local page's settings, read from the hash (all state lives there, so a link reproduces the setup): the
// model's (common/local-model/model-settings.ts) and the run's:
//   mode=react|plan  preset=…  q=question  tools=precio,calculadora
//   plan=local|correcto|…    who answers the planner's stages: the local model or a scripted plan
//   via=mcp                  the loop takes the lesson's tools from the lab's MCP server (absent: calls them itself)
//   approval=writes|all      which calls wait for approval (absent: off; the lesson's tools only read)
import type { ApprovalMode } from '../../core/agent/index.ts';
import { PLAN_SCRIPT_IDS, type PlanScriptId } from '../../core/sim/index.ts';
import { readApproval } from '../common/settings-params.ts';
import { LESSON_MAX_NEW_TOKENS } from '../../core/labs/index.ts';
import { LESSON_TOOLS, type LessonToolName } from '../../core/tools/index.ts';
import { readModelSettings, type ModelSettings } from '../common/local-model/model-settings.ts';
import { readToolsFrom, type ToolsFrom } from '../common/tools-from.ts';
import { findPreset, FREE_PRESET, LOCAL_PRESETS } from './local-presets.ts';

export type RunMode = 'react' | 'plan';
export type PlanSource = 'local' | PlanScriptId;

export interface LocalSettings extends ModelSettings {
  mode: RunMode;
  presetId: string;
  question: string;
  tools: LessonToolName[];
  /** The link's, else the lesson's 80. */
  maxNewTokens: number;
  planSource: PlanSource;
  /** Where the loop's (or the plan's program's) tools answer from: itself, or the lab's MCP server for the lesson's kit. */
  via: ToolsFrom;
  /** The approval guardrail of a ReAct run (plan and execute only reads: it has none). */
  approval: ApprovalMode;
}

function toolList(value: string | undefined, fallback: readonly LessonToolName[]): LessonToolName[] {
  if (value === undefined) return [...fallback];
  const names = value.split(',').filter((n): n is LessonToolName => (LESSON_TOOLS as readonly string[]).includes(n));
  return [...new Set(names)];
}

export function readSettings(params: Readonly<Record<string, string>>): LocalSettings {
  const preset = findPreset(params.preset) ?? LOCAL_PRESETS[0]!;
  const model = readModelSettings(params);
  const plan = params.plan;
  return {
    ...model,
    maxNewTokens: model.maxNewTokens ?? LESSON_MAX_NEW_TOKENS,
    // On this page an unreadable maxnew is the lesson's 80, and the notice says so.
    corrections: model.corrections.map((c) => (c.param === 'maxnew' && c.used === undefined ? { ...c, used: LESSON_MAX_NEW_TOKENS } : c)),
    mode: params.mode === 'plan' ? 'plan' : 'react',
    presetId: preset.id,
    question: params.q ?? preset.question,
    tools: toolList(params.tools, preset.tools),
    approval: readApproval(params) ?? 'off',
    planSource: (PLAN_SCRIPT_IDS as readonly string[]).includes(plan ?? '') ? (plan as PlanScriptId) : 'local',
    via: readToolsFrom(params),
  };
}

/** The hash params a preset sets: its question and tools (the free question keeps what was typed). */
export function presetParams(id: string, current: LocalSettings): Record<string, string | undefined> {
  const preset = findPreset(id) ?? FREE_PRESET;
  return {
    preset: preset.id,
    q: preset.id === FREE_PRESET.id ? current.question : preset.question,
    tools: preset.tools.join(','),
  };
}
