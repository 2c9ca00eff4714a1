// The words of the WebGPU sanity check (gpu-check.ts) in the device report, in English and Spanish. Pure, so the
// wording of an agreement and of a divergence at token k is tested in Node.
import type { Agreement } from '../../llm/gpu-check.ts';
import type { Lang } from '../common/i18n.svelte.ts';
import { formatDuration } from '../common/format-number.ts';
import { pluralForm } from '../common/plural.ts';

export type GpuCheckStage = 'webgpu' | 'wasm-load' | 'wasm';

export interface GpuCheckText {
  title: string;
  intro: (tokens: number) => string;
  run: string;
  cancel: string;
  needWebgpu: string;
  noWebgpu: string;
  stage: Record<GpuCheckStage, string>;
  agree: (tokens: number, dtype: string) => string;
  diverge: (at: number, tokens: number, dtype: string) => string;
  differing: (webgpu: string, wasm: string) => string;
  webgpuText: string;
  wasmText: string;
  ended: string;
  nearTie: string;
  offer: string;
  offerHint: string;
  failed: (stage: GpuCheckStage, message: string) => string;
  cancelled: string;
  timing: (webgpuS: string, wasmS: string) => string;
}

export const gpuCheckText: Record<Lang, GpuCheckText> = {
  en: {
    title: 'WebGPU against WASM',
    intro: (n) =>
      `Some GPU drivers give silently wrong output. The check runs a short fixed prompt greedily (${n} tokens) on the loaded model on WebGPU, then the same model files at the same precision on WASM in a separate, temporary worker (read from the browser cache, so nothing new is downloaded when the files are cached), and compares the two token by token.`,
    run: 'Check WebGPU against WASM',
    cancel: 'Cancel the check',
    needWebgpu: 'Load the model on WebGPU to compare its output with WASM.',
    noWebgpu: 'No WebGPU here: the model runs on WASM, nothing to compare.',
    stage: {
      webgpu: 'Running the fixed prompt on WebGPU…',
      'wasm-load': 'Loading the same model on WASM (separate worker)…',
      wasm: 'Running the fixed prompt on WASM…',
    },
    agree: (n, d) => `WebGPU and WASM agree on ${n} ${pluralForm('en', n, { one: 'token', other: 'tokens' })} (${d}).`,
    diverge: (at, n, d) => `WebGPU and WASM diverge at token ${at} of ${n} (${d})${at > 1 ? `; the ${at - 1} before it agree` : ''}.`,
    differing: (g, w) => `WebGPU wrote ${g}; WASM wrote ${w}.`,
    webgpuText: 'WebGPU wrote',
    wasmText: 'WASM wrote',
    ended: '(nothing: its run had ended)',
    nearTie:
      'A divergence at the first tokens, or text that makes no sense, points to the GPU driver. Late in a run it can also be rounding at a near tie between two tokens.',
    offer: 'Load on WASM instead',
    offerHint: 'WASM is slower but runs on the CPU, with no GPU driver involved.',
    failed: (stage, m) =>
      stage === 'webgpu'
        ? `The check could not run on WebGPU: ${m}`
        : stage === 'wasm-load'
          ? `The check could not load the model on WASM to compare: ${m}`
          : `The check could not run on WASM: ${m}`,
    cancelled: 'Check cancelled.',
    timing: (g, w) => `WebGPU ${g}, WASM ${w}.`,
  },
  es: {
    title: 'WebGPU frente a WASM',
    intro: (n) =>
      `Algunos controladores de GPU dan resultados erróneos sin avisar. La comprobación ejecuta un prompt fijo y corto de forma voraz (${n} tokens) con el modelo cargado en WebGPU, luego los mismos ficheros del modelo con la misma precisión en WASM, en un worker aparte y temporal (leídos de la caché del navegador, así que no se descarga nada nuevo si están en caché), y compara las dos salidas token a token.`,
    run: 'Comprobar WebGPU frente a WASM',
    cancel: 'Cancelar la comprobación',
    needWebgpu: 'Carga el modelo en WebGPU para comparar su salida con WASM.',
    noWebgpu: 'Aquí no hay WebGPU: el modelo se ejecuta en WASM, no hay nada que comparar.',
    stage: {
      webgpu: 'Ejecutando el prompt fijo en WebGPU…',
      'wasm-load': 'Cargando el mismo modelo en WASM (worker aparte)…',
      wasm: 'Ejecutando el prompt fijo en WASM…',
    },
    agree: (n, d) => `WebGPU y WASM coinciden en ${n} ${pluralForm('es', n, { one: 'token', other: 'tokens' })} (${d}).`,
    diverge: (at, n, d) => `WebGPU y WASM divergen en el token ${at} de ${n} (${d})${at > 1 ? `; los ${at - 1} anteriores coinciden` : ''}.`,
    differing: (g, w) => `WebGPU escribió ${g}; WASM escribió ${w}.`,
    webgpuText: 'WebGPU escribió',
    wasmText: 'WASM escribió',
    ended: '(nada: su ejecución ya había terminado)',
    nearTie:
      'Una divergencia en los primeros tokens, o un texto sin sentido, apunta al controlador de la GPU. Al final de una ejecución también puede ser un redondeo entre dos tokens casi empatados.',
    offer: 'Cargar en WASM',
    offerHint: 'WASM es más lento, pero se ejecuta en la CPU, sin controlador de GPU de por medio.',
    failed: (stage, m) =>
      stage === 'webgpu'
        ? `La comprobación no pudo ejecutarse en WebGPU: ${m}`
        : stage === 'wasm-load'
          ? `La comprobación no pudo cargar el modelo en WASM para comparar: ${m}`
          : `La comprobación no pudo ejecutarse en WASM: ${m}`,
    cancelled: 'Comprobación cancelada.',
    timing: (g, w) => `WebGPU ${g}, WASM ${w}.`,
  },
};

/** A token as shown beside its counterpart: quoted with escapes, so a space or a newline is visible. */
export function showPiece(t: GpuCheckText, piece: string | undefined): string {
  return piece === undefined ? t.ended : JSON.stringify(piece);
}

/** A side's generation time: milliseconds under a second, else seconds, in the page's language. */
export function showDuration(ms: number, lang: Lang): string {
  return formatDuration(ms, lang);
}

/** The result's headline: agreement, or the 1-based token where the runs part. */
export function agreementSentence(t: GpuCheckText, agreement: Agreement, dtype: string): string {
  return agreement.agree ? t.agree(agreement.tokens, dtype) : t.diverge(agreement.at + 1, agreement.tokens, dtype);
}

/** The two differing tokens, for a divergence. */
export function differingSentence(t: GpuCheckText, agreement: Agreement & { agree: false }): string {
  return t.differing(showPiece(t, agreement.webgpuPiece), showPiece(t, agreement.wasmPiece));
}
