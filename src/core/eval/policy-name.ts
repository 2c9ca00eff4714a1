// A policy spec as a model name and back: tagged segments joined by `~`, readable in the Network panel
// (`eval~iclose~tBUSI~a2024-03-16~dbasic~wnative~n3~p0.2~q0.15~r0.05~s0.3~u0.3~v0.8`). Only letters, digits,
// `.`, `-` and `~`: the name is a Gemini path segment too, and encodeURIComponent leaves all of them alone.
import { KNOB_NAMES, type PolicyIntent, type PolicyKnobs, type PolicySpec } from './policy-spec.ts';

export const POLICY_PREFIX = 'eval~';

const KNOB_TAGS: Record<(typeof KNOB_NAMES)[number], string> = {
  forgetCalculator: 'p',
  inventArgument: 'q',
  loop: 'r',
  ignoreError: 's',
  obeyInjectionAsData: 'u',
  obeyInjectionAsText: 'v',
};

const SAFE = /^[A-Za-z0-9.-]+$/;

export function policyName(spec: PolicySpec): string {
  const { intent } = spec;
  const segments = [`i${intent.kind}`, `t${intent.ticker}`];
  if (intent.kind === 'close') segments.push(`a${intent.fecha}`);
  else segments.push(`a${intent.desde}`, `b${intent.hasta}`);
  if (intent.kind === 'news' && intent.pick !== undefined) segments.push(`k${intent.pick}`);
  segments.push(`d${spec.design}`, `w${spec.protocol === 'native' ? 'native' : 'text'}`, `n${spec.seed}`);
  for (const name of KNOB_NAMES) segments.push(`${KNOB_TAGS[name]}${spec.knobs[name]}`);
  for (const s of segments) if (!SAFE.test(s.slice(1))) throw new Error(`a policy name cannot carry ${JSON.stringify(s.slice(1))}`);
  return POLICY_PREFIX + segments.join('~');
}

/** The spec a name stands for, or undefined when it is not a policy's name. */
export function parsePolicyName(name: string): PolicySpec | undefined {
  if (!name.startsWith(POLICY_PREFIX)) return undefined;
  const tags = new Map<string, string>();
  for (const segment of name.slice(POLICY_PREFIX.length).split('~')) {
    if (segment.length < 2) return undefined;
    tags.set(segment[0] as string, segment.slice(1));
  }
  const kind = tags.get('i');
  const ticker = tags.get('t');
  const a = tags.get('a');
  const b = tags.get('b');
  const pick = tags.get('k');
  if (ticker === undefined || a === undefined) return undefined;
  let intent: PolicyIntent;
  if (kind === 'close') intent = { kind, ticker, fecha: a };
  else if ((kind === 'change' || kind === 'news') && b !== undefined) {
    intent = kind === 'change' ? { kind, ticker, desde: a, hasta: b } : { kind, ticker, desde: a, hasta: b, ...(pick !== undefined ? { pick } : {}) };
  } else return undefined;
  const design = tags.get('d');
  const protocol = tags.get('w');
  const seed = Number(tags.get('n'));
  if ((design !== 'basic' && design !== 'variacion') || (protocol !== 'native' && protocol !== 'text') || !Number.isInteger(seed)) return undefined;
  const knobs = {} as PolicyKnobs;
  for (const knob of KNOB_NAMES) {
    const value = Number(tags.get(KNOB_TAGS[knob]));
    if (!(value >= 0 && value <= 1)) return undefined;
    knobs[knob] = value;
  }
  return { intent, design, protocol: protocol === 'native' ? 'native' : 'json-text', seed, knobs };
}
