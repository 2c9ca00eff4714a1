// A verifier rule from outside the lab, as a newcomer (or a student) writes one: one file of one VerifierRule. It
// flags an answer that names a tool the run called: the student reads the agent's plumbing, not an answer.
import type { Finding } from '../../../../../src/core/agent/verify/finding.ts';
import { detailOf, type VerifierRule } from '../../../../../src/core/agent/verify/verifier-rule.ts';

export const NAMES_A_TOOL: VerifierRule = {
  id: 'names_a_tool',
  checks: { en: 'The answer does not name the tools it used.', es: 'La respuesta no nombra las herramientas que usó.' },
  detail: { en: 'tool named in the answer: {}', es: 'herramienta nombrada en la respuesta: {}' },
  check: ({ answer, calls }) =>
    [...new Set(calls.map((c) => c.name))].filter((name) => answer.includes(name)).map((name): Finding => ({
      code: NAMES_A_TOOL.id,
      detail: detailOf(NAMES_A_TOOL, name),
      message: { en: `The answer names the tool ${name}.`, es: `La respuesta nombra la herramienta ${name}.` },
    })),
};
