// Why a run ended, in a few words (for the verifier's "no answer" finding and for logs).
import type { EndReason } from './trace.ts';

export function describeEnd(reason: EndReason): string {
  switch (reason.kind) {
    case 'answered':
      return 'answered';
    case 'step_limit':
      return 'step limit';
    case 'run_cap':
      return `the lab's ${reason.maxSteps}-step ceiling`;
    case 'token_limit':
      return 'token limit';
    case 'endpoint_error': {
      const f = reason.failure;
      if (f.kind === 'http_error') return `endpoint error: HTTP ${f.status}`;
      if (f.kind === 'timeout') return 'endpoint error: timeout';
      if (f.kind === 'bad_response') return 'endpoint error: malformed response';
      return 'endpoint error: network';
    }
    case 'script_mismatch':
      return 'script mismatch';
    case 'interrupted':
      return 'interrupted';
    case 'tools_unreachable':
      return `tools unreachable: ${reason.message}`;
    case 'crashed':
      return `crash: ${reason.message}`;
  }
}
