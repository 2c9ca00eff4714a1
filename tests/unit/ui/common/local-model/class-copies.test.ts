// The class's copies on the site (class-copies.ts, llm/class-copy.ts): one request a page visit; a 404 or a failed
// request means none, silently; a malformed entry is left out. A link that names no model uses a copy of the lab's
// default model first, else the first copy.
import { describe, expect, it } from 'vitest';
import { readClassCopies } from '../../../../../src/llm/class-copy.ts';
import { siteCopies } from '../../../../../src/ui/common/local-model/class-copies.ts';
import { preferredCopy } from '../../../../../src/ui/common/local-model/class-copy-default.svelte.ts';
import { modelParam, readModelSettings } from '../../../../../src/ui/common/local-model/model-settings.ts';

describe('the class’s copies on this site', () => {
  it('reads models/index.json once a visit, next to the page, keeping only well-formed copies', async () => {
    const asked: string[] = [];
    const index = { copies: [{ name: 'Qwen2.5-0.5B-Instruct', id: 'onnx-community/Qwen2.5-0.5B-Instruct', dtypes: ['q8'], bytes: 520e6 }, { name: '../up', id: 'x', dtypes: [], bytes: 1 }] };
    const fetchFn = async (url: string) => (asked.push(url), { ok: true, json: async () => index });
    const copies = await siteCopies('https://school.example/lab/#/local', fetchFn);
    expect(copies.map((c) => c.name)).toEqual(['Qwen2.5-0.5B-Instruct']);
    await siteCopies('https://school.example/lab/#/local', fetchFn);
    expect(asked).toEqual(['https://school.example/lab/models/index.json']);
  });

  it('a missing or broken index lists none', () => {
    expect(readClassCopies(undefined)).toEqual([]);
    expect(readClassCopies({ copies: 'x' })).toEqual([]);
    expect(readClassCopies({ copies: [{ name: 'a' }] })).toEqual([]);
  });

  it('the copy a link without model= loads: one of the default model first, else the first listed; none without copies', () => {
    const copy = (name: string, id: string) => ({ name, id, dtypes: ['q8' as const], bytes: 1 });
    const qwen3 = copy('qwen3', 'onnx-community/Qwen3-0.6B-ONNX');
    expect(preferredCopy([qwen3, copy('aula', 'onnx-community/Qwen2.5-0.5B-Instruct')])).toBe('local:aula');
    expect(preferredCopy([qwen3])).toBe('local:qwen3');
    expect(preferredCopy([])).toBeUndefined();
    // Outside a page (no copies asked for) the lab's default stands, and a link for it needs no model=.
    expect(readModelSettings({}).modelSetting).toBe('onnx-community/Qwen2.5-0.5B-Instruct');
    expect(modelParam('onnx-community/Qwen2.5-0.5B-Instruct')).toBeUndefined();
    expect(modelParam('local:aula')).toBe('local:aula');
  });
});
