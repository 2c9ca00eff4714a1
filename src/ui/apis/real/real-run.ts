// One run of the lesson's question on a real model: the lesson's tools over the course data (loaded once), the
// lesson's plan, and the real-API backend reading its key from the page's key store at each request.
import { lessonQuestionPlan, run, type RunRecord } from '../../../core/run/index.ts';
import { realApiBackend, type RealApiReport, type RealEndpoint } from '../../../core/real/index.ts';
import { LESSON_QUESTION, LESSON_TOOL_NAMES } from '../../../core/sim/index.ts';
import { createLessonToolKit, type ToolKit } from '../../../core/tools/index.ts';
import { loadBrowserMarketData } from '../../common/market-data/market-data-store.ts';
import { keySlot, realKeys } from './real-keys.ts';

export type RealRun = RunRecord<undefined, RealApiReport>;

export interface RealRunChoice {
  endpoint: RealEndpoint;
  baseUrl: string;
  model: string;
  jsonToolCalls: boolean;
}

let kit: Promise<ToolKit> | undefined;

export function runRealApi(choice: RealRunChoice): Promise<RealRun> {
  kit ??= loadBrowserMarketData().then((loaded) => createLessonToolKit(loaded.data));
  const slot = keySlot(choice.endpoint);
  return kit.then((tools) =>
    run(
      lessonQuestionPlan({ question: LESSON_QUESTION, kit: tools, tools: LESSON_TOOL_NAMES }),
      realApiBackend({
        endpoint: { ...choice.endpoint, baseUrl: choice.baseUrl },
        model: choice.model,
        key: () => realKeys.get(slot),
        // No counter given: the backend loads o200k before the run, so the trace's counts are numbers and export as they are.
        jsonToolCalls: choice.jsonToolCalls,
      }),
    ),
  );
}
