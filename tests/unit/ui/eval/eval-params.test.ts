// The #/eval set-up in the hash: defaults, a teacher's link read back, bounds and corrections, unknown names
// dropped, the lists and switches written back, and the storage keys that keep other knobs' results apart.
import { describe, expect, it } from 'vitest';
import { DEFAULT_KNOBS } from '../../../../src/core/eval/index.ts';
import { DECODING_MODES } from '../../../../src/llm/decoding.ts';
import { parseHash } from '../../../../src/ui/common/route.svelte.ts';
import { attackKey, BACKEND_CHOICES, benchKey, readEvalState, SUITE_IDS, toggledList } from '../../../../src/ui/eval/eval-params.ts';

const read = (hash: string) => readEvalState(parseHash(hash).params);

describe('the #/eval page state in the hash', () => {
  it('defaults to the lesson suite, the three designs, OpenAI Chat, the default knobs, seed 0, k = 4 and every task', () => {
    expect(read('#/eval')).toEqual({
      suites: ['lesson'],
      designs: ['react-basic', 'react-variacion', 'plan-and-execute'],
      backends: ['openai-chat'],
      decodings: ['free'],
      knobs: DEFAULT_KNOBS,
      seed: 0,
      k: 4,
      tasks: 35,
      corrections: [],
    });
  });

  it('reads a teacher link: lists in their own order, knobs in percent; an old link’s defoff is dropped (the attack plays every set of defences)', () => {
    const state = read('#/eval?suites=lab:tienda,lesson&designs=plan-and-execute,react-basic&backends=gemini,anthropic,real&p=50&q=0&r=10&s=100&ia=5&it=95&seed=42&k=8&n=7&defoff=verifier,outputCap');
    expect(state.suites).toEqual(['lesson', 'lab:tienda']);
    expect(state.designs).toEqual(['react-basic', 'plan-and-execute']);
    expect(state.backends).toEqual(['anthropic', 'gemini', 'real']);
    expect(state.knobs).toEqual({ forgetCalculator: 0.5, inventArgument: 0, loop: 0.1, ignoreError: 1, obeyInjectionAsData: 0.05, obeyInjectionAsText: 0.95 });
    expect({ seed: state.seed, k: state.k, tasks: state.tasks }).toEqual({ seed: 42, k: 8, tasks: 7 });
    expect(state).not.toHaveProperty('defences');
    expect(state.corrections).toEqual([]);
  });

  it('reads a number out of range as its bound, a fraction rounded, a word as the default, each one a correction', () => {
    const state = read('#/eval?k=9&n=0&p=150&seed=2.6&q=abc');
    expect(state.k).toBe(8);
    expect(state.tasks).toBe(1);
    expect(state.knobs.forgetCalculator).toBe(1);
    expect(state.seed).toBe(3);
    expect(state.knobs.inventArgument).toBe(DEFAULT_KNOBS.inventArgument);
    expect(state.corrections.map((c) => [c.param, c.reason, c.used])).toEqual([
      ['p', 'range', 100],
      ['q', 'nan', 15],
      ['seed', 'whole', 3],
      ['k', 'range', 8],
      ['n', 'range', 1],
    ]);
  });

  it('drops unknown names, and a list that names none reads as its default', () => {
    const state = read('#/eval?suites=lab:contable,nope&designs=magic&backends=gemini,ollama');
    expect(state.suites).toEqual(['lesson']);
    expect(state.designs).toEqual(['react-basic', 'react-variacion', 'plan-and-execute']);
    expect(state.backends).toEqual(['gemini']);
  });

  it('reads the local model’s decodings (dec) as the other lists: in their own order, unknown names dropped, none named as free', () => {
    expect(read('#/eval?backends=local&dec=lenient,free,constrained').decodings).toEqual(['free', 'constrained', 'lenient']);
    expect(read('#/eval?dec=lenient,greedy').decodings).toEqual(['lenient']);
    expect(read('#/eval?dec=greedy').decodings).toEqual(['free']);
    expect(read('#/eval?dec=').decodings).toEqual(['free']);
    expect(toggledList(['free'], DECODING_MODES, 'constrained', true)).toBe('free,constrained');
  });

  it('reads and writes the analyst’s set like the other labs’', () => {
    expect(read('#/eval?suites=lab:analista').suites).toEqual(['lab:analista']);
    expect(read('#/eval?suites=lab:analista,lesson,lab:tienda').suites).toEqual(['lesson', 'lab:tienda', 'lab:analista']);
    expect(toggledList(['lesson'], SUITE_IDS, 'lab:analista', true)).toBe('lesson,lab:analista');
    expect(toggledList(['lesson', 'lab:analista'], SUITE_IDS, 'lab:analista', false)).toBe('lesson');
  });

  it('writes a ticked or unticked name back in the list’s own order', () => {
    expect(toggledList(['gemini'], BACKEND_CHOICES, 'openai-responses', true)).toBe('openai-responses,gemini');
    expect(toggledList(['openai-chat', 'local'], BACKEND_CHOICES, 'openai-chat', false)).toBe('local');
  });

  it('keeps results of other knobs or another seed under another key; k, n and the lists share one', () => {
    const base = read('#/eval');
    expect(benchKey(base)).toBe('eval:s0:20-15-5-30-30-80');
    expect(benchKey(read('#/eval?k=2&n=3&backends=gemini'))).toBe(benchKey(base));
    expect(benchKey(read('#/eval?p=21'))).not.toBe(benchKey(base));
    expect(benchKey(read('#/eval?seed=1'))).not.toBe(benchKey(base));
    expect(attackKey(base)).toBe('eval:s0:20-15-5-30-30-80:attack');
    expect(attackKey(read('#/eval?p=21'))).not.toBe(attackKey(base));
  });
});
