// The lesson's first task as its local model ran it, without the weights: Qwen2.5-0.5B's recorded replies played
// back through the lab's loop, tools, verifier and the model's own chat template (the shipped tokenizer renders
// each prompt). The template section shows its prompts, the loop section its trace.
import { siteBasePath } from '../common/site-base.ts';
import { REFERENCE_TRACES, type ReferenceTrace } from '../../core/agent/index.ts';
import { lessonQuestionPlan } from '../../core/labs/index.ts';
import type { LessonToolName, ToolKit } from '../../core/tools/index.ts';
import { playRecorded, recordedReplies, type Render } from '../../llm/prompt-preview.ts';
import { tokenizerSource } from '../../llm/shipped-tokenizer.ts';
import { DEFAULT_MODEL, modelSource } from '../common/local-model/model-settings.ts';
import type { PromptTokenizer } from '../common/local-model/prompt-tokenizer.svelte.ts';

export const RECORDED_TASK = REFERENCE_TRACES[0] as ReferenceTrace;

export function recordedLessonRun(kit: ToolKit, prompts: PromptTokenizer) {
  const source = tokenizerSource(modelSource(DEFAULT_MODEL, document.baseURI), siteBasePath());
  const plan = lessonQuestionPlan({ question: RECORDED_TASK.question, kit, tools: RECORDED_TASK.tools as readonly LessonToolName[] });
  const render: Render = (messages, tools, options) => prompts.render(source, messages, tools, options);
  return playRecorded(plan, render, recordedReplies(RECORDED_TASK));
}
