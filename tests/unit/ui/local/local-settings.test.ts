import { describe, expect, it } from 'vitest';
import { applicableReference, LOCAL_PRESETS } from '../../../../src/ui/local/local-presets.ts';
import { DEFAULT_MODEL, MAX_NEW_TOKENS_LIMIT, MAX_THREADS, modelSource, readModelSettings } from '../../../../src/ui/common/local-model/model-settings.ts';
import { presetParams, readSettings } from '../../../../src/ui/local/local-settings.ts';

describe('the #/local settings in the hash', () => {
  it("defaults to the Hub model, the lesson's task 1 with its three tools, 80 new tokens, KV reuse on", () => {
    expect(readSettings({})).toEqual({
      modelSetting: DEFAULT_MODEL,
      override: {},
      mode: 'react',
      presetId: 'tarea_porcentaje',
      question: '¿Cuánto cambió en porcentaje el cierre de BUSI entre el 2024-03-15 y el 2024-03-22?',
      tools: ['precio', 'buscar_noticias', 'calculadora'],
      maxNewTokens: 80,
      kvReuse: true,
      alternatives: false,
      planSource: 'local',
      approval: 'off',
      threads: undefined,
      thinking: false,
      decoding: 'free',
      via: 'lab',
      corrections: [],
    });
  });

  it('reads every setting, keeping the tool order given and dropping unknown values', () => {
    const s = readSettings({
      model: 'local:tiny-qwen2-lesson',
      device: 'webgpu',
      dtype: 'fp32',
      mode: 'plan',
      preset: 'variacion',
      q: '¿Y ACME?',
      tools: 'variacion,nada,buscar_noticias,variacion',
      maxnew: '12',
      kv: '0',
      plan: 'fecha_europea',
      threads: '2',
      think: '1',
      alts: '1',
      dec: 'lenient',
      via: 'mcp',
      approval: 'writes',
    });
    expect(s).toEqual({
      modelSetting: 'local:tiny-qwen2-lesson',
      override: { device: 'webgpu', dtype: 'fp32' },
      mode: 'plan',
      presetId: 'variacion',
      question: '¿Y ACME?',
      tools: ['variacion', 'buscar_noticias'],
      maxNewTokens: 12,
      kvReuse: false,
      alternatives: true,
      planSource: 'fecha_europea',
      approval: 'writes',
      threads: 2,
      thinking: true,
      decoding: 'lenient',
      via: 'mcp',
      corrections: [],
    });
    expect(readSettings({ device: 'cuda', dtype: 'q3', maxnew: 'many', plan: 'nada', tools: '', threads: 'x', alts: 'yes', dec: 'strict' })).toMatchObject({
      decoding: 'free',
      override: {},
      alternatives: false,
      maxNewTokens: 80,
      planSource: 'local',
      tools: [],
      threads: undefined,
    });
  });

  it('reads a number out of range as its nearest bound, and says what it used for each param not used as written', () => {
    const s = readSettings({ maxnew: '2000', threads: '0' });
    expect(s).toMatchObject({ maxNewTokens: MAX_NEW_TOKENS_LIMIT, threads: 1 });
    expect(s.corrections).toEqual([
      { param: 'maxnew', given: '2000', used: MAX_NEW_TOKENS_LIMIT, reason: 'range', bounds: { min: 1, max: MAX_NEW_TOKENS_LIMIT } },
      { param: 'threads', given: '0', used: 1, reason: 'range', bounds: { min: 1, max: MAX_THREADS } },
    ]);
    // Not a number: this page's maxnew is the lesson's 80; threads is left to ONNX Runtime (the default).
    expect(readSettings({ maxnew: 'abc', threads: '99' }).corrections).toEqual([
      { param: 'maxnew', given: 'abc', used: 80, reason: 'nan', bounds: { min: 1, max: MAX_NEW_TOKENS_LIMIT } },
      { param: 'threads', given: '99', used: MAX_THREADS, reason: 'range', bounds: { min: 1, max: MAX_THREADS } },
    ]);
    // The lab pages read the same model settings: an unreadable maxnew is left to their run plan.
    expect(readModelSettings({ maxnew: 'abc' })).toMatchObject({ maxNewTokens: undefined, corrections: [{ param: 'maxnew', used: undefined, reason: 'nan' }] });
  });

  it('maps local:NAME to a folder path under the page, and anything else to the Hub', () => {
    expect(modelSource('local:tiny-qwen2-lesson', 'http://localhost:4519/some/sub/index.html')).toEqual({
      model: 'tiny-qwen2-lesson',
      localModelPath: '/some/sub/models/',
    });
    expect(modelSource(DEFAULT_MODEL, 'http://localhost/')).toEqual({ model: DEFAULT_MODEL });
  });

  it("sets a preset's question and tools; the free question keeps what was typed", () => {
    const current = readSettings({ q: 'Mi pregunta' });
    expect(presetParams('variacion', current)).toEqual({
      preset: 'variacion',
      q: '¿Cuánto cambió en porcentaje el cierre de BUSI entre el 2024-03-15 y el 2024-03-22?',
      tools: 'variacion,buscar_noticias',
    });
    expect(presetParams('libre', current)).toEqual({ preset: 'libre', q: 'Mi pregunta', tools: 'precio,buscar_noticias,calculadora' });
  });

  it("shows the lesson's recorded run only while the setup is still the preset's", () => {
    const [task1] = LOCAL_PRESETS;
    expect(applicableReference('tarea_porcentaje', task1!.question, task1!.tools)?.steps.map((s) => s.inputTokens)).toEqual([567, 734]);
    expect(applicableReference('tarea_porcentaje', task1!.question, ['precio'])).toBeUndefined();
    expect(applicableReference('tarea_porcentaje', 'otra', task1!.tools)).toBeUndefined();
    expect(applicableReference('libre', task1!.question, task1!.tools)).toBeUndefined();
  });
});
