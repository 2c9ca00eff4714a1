// A hand-made eval result for the page's tests: a passing ReAct run of the lesson on the policy, fields overridden.
import type { EvalResult } from '../../../../src/core/eval/index.ts';

export function result(extra: Partial<EvalResult> = {}): EvalResult {
  return {
    taskId: 'close-BUSI-2024-03-15',
    suite: 'lesson',
    kind: 'close',
    design: 'react-basic',
    backend: 'policy:openai-chat',
    variant: 'clean',
    run: 0,
    seed: 0,
    answer: 'El cierre de BUSI fue de 26.19.',
    correct: true,
    check: '26.19 found',
    findings: [],
    flagged: false,
    shown: true,
    passed: true,
    steps: 2,
    calls: 1,
    errors: 0,
    tokens: 400,
    ms: 3,
    end: 'answer',
    labels: [],
    ...extra,
  };
}
