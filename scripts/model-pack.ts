// A class's own copy of the model, beside the built site: `npm run model:pack -- <folder with the files> [--name NAME]`
// checks the folder's files against the lab's registry (the same check as "Load from files on this computer",
// llm/model-files-check.ts), then copies them into dist/models/<name>/ with a manifest.json of their sizes and lists
// the copy in dist/models/index.json, which the #/local model picker reads. It refuses, saying what is wrong, before
// it copies anything. Run it after `npm run build` (the build empties dist/).
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isCopyName, readClassCopies, type ClassCopy, type ClassCopyManifest } from '../src/llm/class-copy.ts';
import { LOCAL_DTYPES, type LocalDtype } from '../src/llm/device-choice.ts';
import { checkModelFiles, describeProblem, findPicked, jsonPaths, matchPicked, type PickedFile } from '../src/llm/model-files-check.ts';
import { filesFor, MODEL_REGISTRY, ONNX_FILE, type ModelDefinition } from '../src/llm/model-registry.ts';

export interface PackOptions {
  folder: string;
  /** The built site (dist/). */
  dist: string;
  /** The copy's folder name under models/; absent, the model's own name (`Qwen2.5-0.5B-Instruct`). */
  name?: string;
  /** The models the files may be (the lab's registry; a test passes its own). */
  models?: readonly ModelDefinition[];
}

export type PackResult = { ok: true; copy: ClassCopy; dir: string } | { ok: false; problems: string[] };

/** Every file under the folder (git's own folder left out), paths relative to it with `/`. */
async function listFiles(folder: string): Promise<PickedFile[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => relative(folder, join(e.parentPath, e.name)).split(sep).join('/'));
  return Promise.all(files.filter((p) => !p.split('/').includes('.git')).map(async (path) => ({ path, bytes: (await stat(join(folder, path))).size })));
}

async function readJsonFile(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** The folder's files checked as `model` at each precision whose weights it holds; the first failing check's problems. */
function checkAs(model: ModelDefinition, picked: readonly PickedFile[], json: Record<string, unknown>): { dtypes: LocalDtype[]; problems: string[] } {
  const present = LOCAL_DTYPES.filter((d) => model.precisions[d] && findPicked(ONNX_FILE[d], picked) !== undefined);
  if (present.length === 0) {
    const wanted = LOCAL_DTYPES.flatMap((d) => (model.precisions[d] ? [ONNX_FILE[d]] : [])).join(', ');
    return { dtypes: [], problems: [`No weights file of ${model.name}: the folder needs one of ${wanted}.`] };
  }
  for (const dtype of present) {
    const verdict = checkModelFiles({ model, sized: true, dtype }, picked, json);
    if (!verdict.ok) return { dtypes: [], problems: verdict.problems.map((p) => describeProblem(p).en) };
  }
  return { dtypes: present, problems: [] };
}

/** Checks the folder, then lays out the copy and its listing; nothing is written unless every check passes. */
export async function packModel(options: PackOptions): Promise<PackResult> {
  const models = options.models ?? MODEL_REGISTRY;
  const dist = resolve(options.dist);
  const built = await stat(join(dist, 'index.html')).then(() => true, () => false);
  if (!built) return { ok: false, problems: [`${options.dist} holds no built site: run \`npm run build\` first (the build empties it).`] };
  if (options.name !== undefined && !isCopyName(options.name)) return { ok: false, problems: [`--name ${options.name}: use letters, digits, ".", "_" and "-" only.`] };
  const picked = await listFiles(resolve(options.folder)).catch(() => undefined);
  if (!picked) return { ok: false, problems: [`${options.folder} is not a folder that can be read.`] };
  const json: Record<string, unknown> = {};
  for (const m of matchPicked('q8', picked)) {
    if (jsonPaths('q8').includes(m.path)) json[m.path] = await readJsonFile(join(options.folder, picked[m.index]!.path));
  }
  const config = json['config.json'] as { model_type?: unknown } | undefined;
  const candidates = models.filter((m) => m.modelType === config?.model_type);
  if (candidates.length === 0) {
    const first = checkModelFiles({ model: models[0], sized: true, dtype: 'q8' }, picked, json);
    const said = first.problems.filter((p) => p.kind === 'missing' || p.kind === 'not-json' || p.kind === 'architecture');
    return { ok: false, problems: said.length > 0 ? said.map((p) => describeProblem(p).en) : ['config.json names no model the lab knows.'] };
  }
  let problems: string[] = [];
  for (const model of candidates) {
    const checked = checkAs(model, picked, json);
    if (checked.dtypes.length === 0) {
      if (problems.length === 0) problems = checked.problems;
      continue;
    }
    return { ok: true, ...(await layOut(options, dist, model, checked.dtypes, picked)) };
  }
  return { ok: false, problems };
}

async function layOut(options: PackOptions, dist: string, model: ModelDefinition, dtypes: LocalDtype[], picked: readonly PickedFile[]): Promise<{ copy: ClassCopy; dir: string }> {
  const name = options.name ?? model.name;
  const dir = join(dist, 'models', name);
  const paths = [...new Set(dtypes.flatMap(filesFor))];
  const files: ClassCopyManifest['files'] = [];
  for (const path of paths) {
    // Checked above: every file of the kept precisions was found.
    const index = findPicked(path, picked)!;
    const from = join(options.folder, picked[index]!.path);
    await mkdir(join(dir, path, '..'), { recursive: true });
    await copyFile(from, join(dir, path));
    files.push({ path, bytes: picked[index]!.bytes });
  }
  const manifest: ClassCopyManifest = { id: model.id, modelType: model.modelType, files };
  await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  const copy: ClassCopy = { name, id: model.id, dtypes, bytes: files.reduce((s, f) => s + f.bytes, 0) };
  const indexPath = join(dist, 'models', 'index.json');
  const others = readClassCopies(await readJsonFile(indexPath)).filter((c) => c.name !== name);
  await writeFile(indexPath, `${JSON.stringify({ copies: [...others, copy] }, null, 2)}\n`);
  return { copy, dir };
}

function argument(args: readonly string[], flag: string): string | undefined {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const folder = args.find((a, i) => !a.startsWith('--') && !['--name', '--dist'].includes(args[i - 1] ?? ''));
  if (!folder) {
    console.error('Usage: npm run model:pack -- <folder with the model files> [--name NAME] [--dist dist]');
    process.exit(2);
  }
  const name = argument(args, '--name');
  const result = await packModel({ folder, dist: argument(args, '--dist') ?? 'dist', ...(name !== undefined ? { name } : {}) });
  if (!result.ok) {
    console.error(`Nothing was copied. The files in ${folder} are not a model the lab can use:\n${result.problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  const mb = (result.copy.bytes / 1e6).toFixed(1);
  console.log(`Copied ${result.copy.id} (${result.copy.dtypes.join(', ')}; ${mb} MB) to ${relative(process.cwd(), result.dir)}/ and listed it in models/index.json.`);
  console.log('Copy the whole dist/ folder to the school’s static host: #/local offers this copy first, and Load fetches it from that host.');
}
