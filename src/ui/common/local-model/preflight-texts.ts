// The preflight's words (what a step will cost on this device, measured before any download), in both UI languages.
import { formatDecimal, formatInteger } from '../format-number.ts';

const s = (ms: number, lang: 'en' | 'es') => formatDecimal(ms / 1000, lang, ms < 10_000 ? 1 : 0);

export const PREFLIGHT_TEXT = {
  en: {
    h3: 'What a step will cost here',
    intro:
      'A few seconds of real layers of this model, built here with random weights (nothing is downloaded), predict the lesson’s task 1 on this device, with the device, precision and threads chosen above.',
    measure: 'Measure this device',
    again: 'Measure again',
    noSizes: 'The model’s sizes are not known yet (its config.json could not be read): there is nothing to measure.',
    measuring: (device: string) => `Measuring a few layers on ${device}…`,
    where: (device: string, dtype: string, threads: number) => `${device}, ${dtype}${device === 'WASM' ? `, ${threads} ${threads === 1 ? 'thread' : 'threads'}` : ''}`,
    steps: (where: string, step1: number, step2: number, read: number, written: number) =>
      `On this device (${where}): about ${s(step1, 'en')} s for step 1 of task 1 (${read} tokens read, ${written} written) and ${s(step2, 'en')} s for step 2 (the KV cache reused).`,
    speeds: (prefill: number, decode: number) => `Reading the prompt: ${formatInteger(prefill, 'en')} tokens/s; writing: ${formatDecimal(decode, 'en', 1)} tokens/s.`,
    load: (ms: number, size: string | undefined) =>
      `Loading from this browser’s cache: about ${s(ms, 'en')} s${size ? `, after downloading ${size} once` : ''}.`,
    measuredAt: (d: string) => `Measured at ${d}: the calibration layers are not built at half precision.`,
    took: (ms: number) => `The measurement took ${s(ms, 'en')} s.`,
    failed: (m: string) => `The measurement failed: ${m}`,
    painful: 'That is a long wait. Worth trying instead:',
    advice: {
      webgpu: 'WebGPU: this browser has a GPU adapter (choose the device webgpu).',
      threads: 'More WASM threads: the page needs cross-origin isolation first (the device report on #/local reloads it once), then choose the threads.',
      q8: 'q8: the precision the lab picks on WASM (its 8-bit maths is the fastest there).',
      'smaller-model': 'Qwen2.5-0.5B-Instruct, the smaller model.',
      simulators: 'The simulated APIs on #/apis: the same lesson with no model to load.',
    },
  },
  es: {
    h3: 'Lo que costará un paso aquí',
    intro:
      'Unos segundos de capas reales de este modelo, construidas aquí con pesos aleatorios (no se descarga nada), predicen la tarea 1 de la lección en este dispositivo, con el dispositivo, la precisión y los hilos elegidos arriba.',
    measure: 'Medir este dispositivo',
    again: 'Medir otra vez',
    noSizes: 'Aún no se conocen los tamaños del modelo (no se pudo leer su config.json): no hay nada que medir.',
    measuring: (device: string) => `Midiendo unas capas en ${device}…`,
    where: (device: string, dtype: string, threads: number) => `${device}, ${dtype}${device === 'WASM' ? `, ${threads} ${threads === 1 ? 'hilo' : 'hilos'}` : ''}`,
    steps: (where: string, step1: number, step2: number, read: number, written: number) =>
      `En este dispositivo (${where}): unos ${s(step1, 'es')} s para el paso 1 de la tarea 1 (${read} tokens leídos, ${written} escritos) y ${s(step2, 'es')} s para el paso 2 (reutilizando la caché KV).`,
    speeds: (prefill: number, decode: number) => `Lectura del prompt: ${formatInteger(prefill, 'es')} tokens/s; escritura: ${formatDecimal(decode, 'es', 1)} tokens/s.`,
    load: (ms: number, size: string | undefined) =>
      `Cargar desde la caché de este navegador: unos ${s(ms, 'es')} s${size ? `, tras descargar ${size} una vez` : ''}.`,
    measuredAt: (d: string) => `Medido en ${d}: las capas de calibración no se construyen en media precisión.`,
    took: (ms: number) => `La medida tardó ${s(ms, 'es')} s.`,
    failed: (m: string) => `La medida falló: ${m}`,
    painful: 'Es una espera larga. Vale la pena probar en su lugar:',
    advice: {
      webgpu: 'WebGPU: este navegador tiene un adaptador de GPU (elige el dispositivo webgpu).',
      threads: 'Más hilos WASM: antes la página necesita aislamiento entre orígenes (el informe del dispositivo en #/local la recarga una vez); luego elige los hilos.',
      q8: 'q8: la precisión que el laboratorio elige en WASM (su cálculo de 8 bits es el más rápido ahí).',
      'smaller-model': 'Qwen2.5-0.5B-Instruct, el modelo más pequeño.',
      simulators: 'Las APIs simuladas en #/apis: la misma lección sin modelo que cargar.',
    },
  },
};
