// A model's files brought from a computer (a picked folder, a USB stick, a teacher's class copy) checked before
// anything is stored: every file a Load reads is there, each weighs what the registry says (within the Hub's printed
// rounding), the JSON files read as JSON, and config.json names the model's own architecture. Pure: the page and
// `npm run model:pack` give it the file list and the JSON files' contents, and store nothing unless it says ok.
import { dimensionsFromConfig, type DecoderDimensions } from './decoder-graph/decoder-dimensions.ts';
import type { LocalDtype } from './device-choice.ts';
import { sizeAgrees } from './hub-check.ts';
import { definitionFor, filesFor, findModel, MODEL_REGISTRY, registryFiles, type ModelDefinition, type RegistryFile } from './model-registry.ts';

/**
 * A file as picked: its path under the picked folder (`Qwen2.5-0.5B-Instruct/onnx/model_q8.onnx` from a folder
 * input, with the folder's own name first), or only its name (a plain multiple-file input).
 */
export interface PickedFile {
  path: string;
  bytes: number;
}

/** What the files are checked against: a registry model's sizes, or (a `local:` folder's) only its family. */
export interface ExpectedModel {
  /** The registry's entry: sizes and shape are checked against it when `sized`. */
  model: ModelDefinition | undefined;
  /** True for a registry model (its sizes and config's sizes are known); false for a `local:` folder of the family. */
  sized: boolean;
  dtype: LocalDtype;
}

/**
 * What a model setting's files are checked against: a Hub id's registry entry (sizes and shape), or for `local:NAME`
 * the family its name says (any family the registry knows, by config.json's model_type, where the name says none).
 */
export function expectedFor(setting: string, dtype: LocalDtype): ExpectedModel {
  return setting.startsWith('local:') ? { model: definitionFor(setting), sized: false, dtype } : { model: findModel(setting), sized: true, dtype };
}

export type FileProblem =
  | { kind: 'missing'; path: string }
  | { kind: 'size'; path: string; bytes: number; expected: RegistryFile }
  | { kind: 'empty'; path: string }
  /** A JSON file that does not parse: cut short, or not the model's. */
  | { kind: 'not-json'; path: string }
  /** config.json names another model type than the one chosen. */
  | { kind: 'architecture'; found: string | undefined; expected: string | undefined }
  /** config.json is the family's but its sizes are another model's (another size of Qwen). */
  | { kind: 'shape'; expected: string }
  /** The registry lists no file for this precision of this model. */
  | { kind: 'no-precision'; dtype: LocalDtype }
  /** A Hub id the registry does not know: nothing to check its files against. */
  | { kind: 'unknown-model' };

/** A file the check matched to one the Load reads: `index` is its place in the picked list. */
export interface MatchedFile {
  path: string;
  index: number;
}

export interface FilesVerdict {
  ok: boolean;
  /** Each file the Load reads, with the picked file that stands for it (only the found ones). */
  matched: MatchedFile[];
  problems: FileProblem[];
}

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** A folder a Hub clone carries that holds no model file (git's own objects). */
const ignored = (path: string) => path.split('/').some((part) => part === '.git');

/**
 * The picked file that stands for `wanted`: the same path, else the shallowest one whose path ends with it (a folder
 * input's paths start with the picked folder's name), else one of the same name (a plain file input gives names
 * only; the lab's five names are unique, so `model_q8.onnx` is `onnx/model_q8.onnx`).
 */
export function findPicked(wanted: string, picked: readonly PickedFile[]): number | undefined {
  const candidates = picked.map((f, index) => ({ path: f.path.replace(/^\.?\/+/, ''), index })).filter((f) => !ignored(f.path));
  const exact = candidates.find((f) => f.path === wanted);
  if (exact) return exact.index;
  const depth = (p: string) => p.split('/').length;
  const suffixed = candidates.filter((f) => f.path.endsWith(`/${wanted}`)).sort((a, b) => depth(a.path) - depth(b.path));
  if (suffixed[0]) return suffixed[0].index;
  const named = candidates.filter((f) => baseName(f.path) === baseName(wanted)).sort((a, b) => depth(a.path) - depth(b.path));
  return named[0]?.index;
}

/** The JSON files among a Load's files, whose contents the check reads (the caller parses them). */
export function jsonPaths(dtype: LocalDtype): string[] {
  return filesFor(dtype).filter((p) => p.endsWith('.json'));
}

/** Which picked file stands for each file a Load at `dtype` reads (the caller reads the JSON ones' contents). */
export function matchPicked(dtype: LocalDtype, picked: readonly PickedFile[]): MatchedFile[] {
  return filesFor(dtype).flatMap((path) => {
    const index = findPicked(path, picked);
    return index === undefined ? [] : [{ path, index }];
  });
}

function sameShape(a: DecoderDimensions, b: DecoderDimensions): boolean {
  return a.layers === b.layers && a.hidden === b.hidden && a.heads === b.heads && a.kvHeads === b.kvHeads && a.headDim === b.headDim && a.vocab === b.vocab;
}

function configProblems(expected: ExpectedModel, config: unknown): FileProblem[] {
  const found = typeof config === 'object' && config !== null ? (config as { model_type?: unknown }).model_type : undefined;
  const foundType = typeof found === 'string' ? found : undefined;
  const wanted = expected.model?.modelType ?? (expected.sized ? undefined : MODEL_REGISTRY.find((m) => m.modelType === foundType)?.modelType);
  if (foundType === undefined || foundType !== wanted) return [{ kind: 'architecture', found: foundType, expected: wanted }];
  if (!expected.sized || !expected.model) return [];
  const dims = dimensionsFromConfig(config);
  return dims && sameShape(dims, expected.model.decoder) ? [] : [{ kind: 'shape', expected: expected.model.name }];
}

/**
 * The verdict on picked files for a Load of `expected` at its precision. `json` holds each matched JSON file's
 * parsed contents by its Load path, `undefined` where it did not parse. Nothing is ok unless every check passes.
 * @example checkModelFiles({ model: QWEN25_05B, sized: true, dtype: 'q8' }, [{ path: 'config.json', bytes: 600 }], {}).problems[0] // { kind: 'missing', path: 'generation_config.json' }
 */
export function checkModelFiles(expected: ExpectedModel, picked: readonly PickedFile[], json: Readonly<Record<string, unknown>>): FilesVerdict {
  if (expected.sized && !expected.model) return { ok: false, matched: [], problems: [{ kind: 'unknown-model' }] };
  const listed = expected.sized && expected.model ? registryFiles(expected.model, expected.dtype) : undefined;
  if (expected.sized && !listed) return { ok: false, matched: [], problems: [{ kind: 'no-precision', dtype: expected.dtype }] };
  const matched = matchPicked(expected.dtype, picked);
  const problems: FileProblem[] = [];
  for (const path of filesFor(expected.dtype)) {
    const match = matched.find((m) => m.path === path);
    const file = match ? picked[match.index] : undefined;
    if (!match || !file) {
      problems.push({ kind: 'missing', path });
      continue;
    }
    const known = listed?.find((f) => f.path === path);
    if (file.bytes === 0) problems.push({ kind: 'empty', path });
    else if (known && !sizeAgrees(known, file.bytes)) problems.push({ kind: 'size', path, bytes: file.bytes, expected: known });
    else if (path.endsWith('.json') && json[path] === undefined) problems.push({ kind: 'not-json', path });
  }
  const configFine = !problems.some((p) => 'path' in p && p.path === 'config.json' && p.kind !== 'size');
  if (configFine && matched.some((m) => m.path === 'config.json')) problems.push(...configProblems(expected, json['config.json']));
  return { ok: problems.length === 0, matched, problems };
}

/** Megabytes as each language writes its decimals ("512.0 MB", "512,0 MB"). */
const mb = (bytes: number, lang: 'en' | 'es') => {
  const text = (bytes / 1e6).toFixed(bytes < 1e6 ? 3 : 1);
  return `${lang === 'es' ? text.replace('.', ',') : text} MB`;
};

/** What is wrong with a file, in both UI languages (the page and `npm run model:pack` say the same). */
export function describeProblem(problem: FileProblem): { en: string; es: string } {
  switch (problem.kind) {
    case 'missing':
      return { en: `${problem.path} is missing.`, es: `Falta ${problem.path}.` };
    case 'empty':
      return { en: `${problem.path} is empty.`, es: `${problem.path} está vacío.` };
    case 'size': {
      const { expected, bytes } = problem;
      const size = (n: number, lang: 'en' | 'es') => (expected.exact ? `${n} bytes` : mb(n, lang));
      const want = (lang: 'en' | 'es') => `${expected.exact ? '' : '≈'}${size(expected.bytes, lang)}`;
      const short = bytes < expected.bytes;
      return {
        en: `${problem.path} weighs ${size(bytes, 'en')}, not ${want('en')}${short ? ': it looks cut short (an unfinished copy?)' : ''}.`,
        es: `${problem.path} pesa ${size(bytes, 'es')}, no ${want('es')}${short ? ': parece cortado (¿una copia sin terminar?)' : ''}.`,
      };
    }
    case 'not-json':
      return { en: `${problem.path} does not read as JSON: cut short, or not this model’s.`, es: `${problem.path} no se lee como JSON: está cortado o no es de este modelo.` };
    case 'architecture':
      return {
        en: `config.json says model_type ${problem.found ?? '(none)'}, not ${problem.expected ?? 'a model the lab knows'}: these are another model’s files.`,
        es: `config.json dice model_type ${problem.found ?? '(ninguno)'}, no ${problem.expected ?? 'un modelo que el laboratorio conozca'}: son ficheros de otro modelo.`,
      };
    case 'shape':
      return { en: `config.json’s sizes are not ${problem.expected}’s: another size of the same family.`, es: `Los tamaños de config.json no son los de ${problem.expected}: otro tamaño de la misma familia.` };
    case 'unknown-model':
      return { en: 'This model is not in the lab’s registry: there is nothing to check its files against.', es: 'Este modelo no está en el registro del laboratorio: no hay con qué comprobar sus ficheros.' };
    case 'no-precision':
      return { en: `The lab’s registry lists no file for the ${problem.dtype} precision of this model: choose another precision.`, es: `El registro del laboratorio no tiene fichero para la precisión ${problem.dtype} de este modelo: elige otra precisión.` };
  }
}
