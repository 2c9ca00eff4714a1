// The layers of src/, checked on every import of every .ts and .svelte file: static `import … from`,
// `export … from`, dynamic `import('…')`, `typeof import('…')` types and `new URL('…', import.meta.url)`.
// Type-only imports count like any other. A broken rule lists each offending `file → import`.
//
// Inside src/core, the folders' imports form no cycle (rule 5, core-folders-acyclic): no two folders import each
// other, directly or round a longer loop, so each can be read knowing only what lies below it. Today's order, each
// line importing only from the lines above it (and a folder new to src/core takes its place by its imports):
//   errors, i18n, json, random, tokens   plain helpers; o200k_base token counting
//   data                                 the market data (Parquet)
//   tools                                tool kits, and what their results carry (the MCP RPC exchange)
//   mcp, providers                       the kits as MCP servers and the client; the loop's contract with an API
//   shapes                               the API shapes, a folder each (simulator, SDK adapter, real API) and one table
//   agent                                the ReAct loop, plan and execute, the verifier, the trace format
//   cost                                 prices and a run's cost
//   run                                  the base the runners stand on: plans, backends, forks, the kinds of run,
//                                        the scripted-model contract, run(plan, backend)
//   sim                                  the simulators, the scripted models and plans, the simulated backend
//   labs, real, trace-io                 the labs' and the lesson's plans; a real API as a backend; trace files and
//                                        each kind of run's OpenTelemetry spans
//   eval                                 the bench: tasks, policies, designs, scores, each kind of run's call labels
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

type RuleId = 'core-is-pure' | 'llm-has-no-ui' | 'ui-folders' | 'ui-uses-core-fronts';

/** What an import points at: a file of this repository (its path from the root) or a package. */
type Target = { file: string } | { pkg: string };

interface Rule {
  id: RuleId;
  /** Why the rule exists (shown when it breaks). */
  why: string;
  /** True when `file` importing `target` breaks the rule. */
  breaks(file: string, target: Target): boolean;
}

const RULES: readonly Rule[] = [
  {
    // 1. src/core imports nothing of src/ui, src/llm, src/sim-browser, src/mcp-browser, src/site-worker, src/token-worker, nor svelte or svelte/*.
    id: 'core-is-pure',
    why: 'src/core is the lesson itself: it runs in Node (tests, scripts, the bench) as in the page, so it knows nothing of the UI, the local model, the browser simulators and MCP servers or Svelte',
    breaks: (file, t) =>
      under(file, 'src/core') &&
      (fileUnder(t, 'src/ui', 'src/llm', 'src/sim-browser', 'src/mcp-browser', 'src/site-worker', 'src/token-worker') || ('pkg' in t && (t.pkg === 'svelte' || t.pkg.startsWith('svelte/')))),
  },
  {
    // 2. src/llm imports nothing of src/ui, src/sim-browser, src/mcp-browser, src/site-worker or src/token-worker.
    id: 'llm-has-no-ui',
    why: 'src/llm runs in the model worker and in Node too; the page uses it, never the other way round',
    breaks: (file, t) => under(file, 'src/llm') && fileUnder(t, 'src/ui', 'src/sim-browser', 'src/mcp-browser', 'src/site-worker', 'src/token-worker'),
  },
  {
    // 3. A page (every folder of src/ui but shell and common) imports of src/ui only its own folder and
    //    src/ui/common, and #/start (the guided path through the other pages) also a page's widgets front,
    //    src/ui/<page>/widgets.ts; of src/, src/ui/common imports only itself, src/core, src/llm, src/sim-browser,
    //    src/mcp-browser, src/site-worker, src/token-worker (packages, and test fixtures outside src/ for its co-located tests, are not layers);
    //    src/ui/shell may import anything.
    id: 'ui-folders',
    why: 'pages are independent (the shell loads each lazily) and share only src/ui/common; #/start shows other pages\' widgets through their one front; common sits below every page and the shell, which is the top',
    breaks: (file, t) => {
      if (!('file' in t)) return false;
      const from = uiFolder(file);
      if (from === UI_COMMON) return under(t.file, 'src') && !COMMON_MAY_IMPORT.some((f) => under(t.file, f));
      if (from === UI_START && WIDGETS_FRONT.test(t.file)) return false;
      if (from !== undefined && from !== UI_SHELL) return under(t.file, 'src/ui') && !under(t.file, from) && !under(t.file, UI_COMMON);
      return false;
    },
  },
  {
    // 4. src/ui imports src/core only through a front module, src/core/<area>/index.ts (type-only imports too).
    id: 'ui-uses-core-fronts',
    why: "the UI sees each area of src/core through its index.ts, so core's files can move and split without touching the UI",
    breaks: (file, t) => under(file, 'src/ui') && 'file' in t && under(t.file, 'src/core') && !CORE_FRONT.test(t.file),
  },
];

/** Folders of src/ui that are not pages: the top (the app, the lazy page loaders) and the shared pieces. */
const UI_SHELL = 'src/ui/shell';
const UI_COMMON = 'src/ui/common';
/** The guided path, and the one front of a page it may import. */
const UI_START = 'src/ui/start';
const WIDGETS_FRONT = /^src\/ui\/[^/]+\/widgets\.ts$/;
const COMMON_MAY_IMPORT = [UI_COMMON, 'src/core', 'src/llm', 'src/sim-browser', 'src/mcp-browser', 'src/site-worker', 'src/token-worker'];
const CORE_FRONT = /^src\/core\/[^/]+\/index\.ts$/;

function under(path: string, folder: string): boolean {
  return path === folder || path.startsWith(`${folder}/`);
}

function fileUnder(t: Target, ...folders: string[]): boolean {
  return 'file' in t && folders.some((f) => under(t.file, f));
}

/** The folder of src/ui a path lies in (`src/ui/labs`), or undefined outside one. */
function uiFolder(path: string): string | undefined {
  const m = /^src\/ui\/([^/]+)\//.exec(path);
  return m ? `src/ui/${m[1]}` : undefined;
}

/** Where `specifier`, written in `file` (both from the repository root), points. */
function resolveImport(file: string, specifier: string): Target {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return { pkg: specifier };
  return { file: posix.normalize(posix.join(posix.dirname(file), specifier.replace(/[?#].*$/, ''))) };
}

/** The rules that `file` importing `specifier` breaks: a pure function over one (file, import) pair. */
function brokenRules(file: string, specifier: string): RuleId[] {
  const target = resolveImport(file, specifier);
  return RULES.filter((r) => r.breaks(file, target)).map((r) => r.id);
}

/** Every module specifier a TypeScript text names. */
function importsOf(code: string, fileName: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const literal = (node: ts.Node | undefined): void => {
    if (node && ts.isStringLiteralLike(node)) found.push(node.text);
  };
  const isImportMetaUrl = (node: ts.Node | undefined): boolean =>
    node !== undefined &&
    ts.isPropertyAccessExpression(node) &&
    node.name.text === 'url' &&
    ts.isMetaProperty(node.expression) &&
    node.expression.keywordToken === ts.SyntaxKind.ImportKeyword;
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) literal(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL' && isImportMetaUrl(node.arguments?.[1]))
      literal(node.arguments?.[0]);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A .svelte file's code: its <script> blocks (instance and module). */
function svelteScripts(text: string): string {
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n;\n');
}

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|svelte)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

interface Edge {
  file: string;
  specifier: string;
}

function treeImports(): Edge[] {
  return filesUnder(join(ROOT, 'src')).flatMap((path) => {
    const file = relative(ROOT, path).split('\\').join('/');
    const text = readFileSync(path, 'utf8');
    const code = file.endsWith('.svelte') ? svelteScripts(text) : text;
    return importsOf(code, file).map((specifier) => ({ file, specifier }));
  });
}

/** The folder of src/core a path lies in (`src/core/run`), or undefined outside one. */
function coreFolder(path: string): string | undefined {
  const m = /^src\/core\/([^/]+)\//.exec(path);
  return m ? `src/core/${m[1]}` : undefined;
}

/**
 * Rule 5, core-folders-acyclic: every import from one folder of src/core into another that lies on a cycle of the
 * folders' graph (the target's folder reaches the importer's again), as `file → import (folder → folder, n imports
 * that way)`. The folder pairs with the fewest imports come first: a lone import against the grain is the likely slip.
 */
function coreCycleEdges(edges: readonly Edge[]): string[] {
  const crossing = edges.flatMap((e) => {
    const target = resolveImport(e.file, e.specifier);
    const from = coreFolder(e.file);
    const to = 'file' in target ? coreFolder(target.file) : undefined;
    return from !== undefined && to !== undefined && from !== to ? [{ ...e, from, to }] : [];
  });
  const next = new Map<string, Set<string>>();
  for (const { from, to } of crossing) next.set(from, (next.get(from) ?? new Set()).add(to));
  const reaches = (start: string, goal: string): boolean => {
    const seen = new Set<string>();
    const queue = [start];
    for (let folder = queue.shift(); folder !== undefined; folder = queue.shift()) {
      if (folder === goal) return true;
      if (seen.has(folder)) continue;
      seen.add(folder);
      queue.push(...(next.get(folder) ?? []));
    }
    return false;
  };
  const onCycle = crossing.filter((e) => reaches(e.to, e.from));
  const way = (e: { from: string; to: string }) => `${e.from} → ${e.to}`;
  const count = (e: { from: string; to: string }) => onCycle.filter((o) => way(o) === way(e)).length;
  return onCycle
    .map((e) => ({ e, n: count(e) }))
    .sort((a, b) => a.n - b.n || way(a.e).localeCompare(way(b.e)))
    .map(({ e, n }) => `${e.file} → ${e.specifier} (${way(e)}, ${n} import${n === 1 ? '' : 's'} that way)`);
}

describe('the layers of src/', () => {
  describe('each rule fires (fake pairs)', () => {
    const cases: [file: string, specifier: string, rules: RuleId[]][] = [
      // rule 1: core imports no UI, local model, browser simulators or Svelte
      ['src/core/x/a.ts', '../../ui/y.ts', ['core-is-pure']],
      ['src/core/x/a.ts', '../../llm/hermes-parser.ts', ['core-is-pure']],
      ['src/core/x/a.ts', '../../sim-browser/start-simulators.ts', ['core-is-pure']],
      ['src/core/x/a.ts', '../../site-worker/site-worker-client.ts', ['core-is-pure']],
      ['src/core/x/a.ts', 'svelte', ['core-is-pure']],
      ['src/core/x/a.ts', 'svelte/store', ['core-is-pure']],
      ['src/core/x/a.ts', '../y/b.ts', []],
      ['src/core/x/a.ts', 'msw', []],
      ['src/core/x/a.ts', 'svelte-like', []],
      // rule 2: llm imports no UI or browser simulators
      ['src/llm/a.ts', '../ui/common/i18n.svelte.ts', ['llm-has-no-ui']],
      ['src/llm/worker/a.ts', '../../sim-browser/b.ts', ['llm-has-no-ui']],
      ['src/llm/worker/a.ts', '../../site-worker/cache-names.ts', ['llm-has-no-ui']],
      ['src/llm/engine/a.ts', '../../core/x/b.ts', []],
      // rule 3: pages stay apart; common is shared and stays below the pages; the shell is the top
      ['src/ui/labs/A.svelte', '../local/B.svelte', ['ui-folders']],
      ['src/ui/labs/deep/A.svelte', '../../apis/b.ts', ['ui-folders']],
      ['src/ui/labs/A.svelte', '../shell/pages.ts', ['ui-folders']],
      ['src/ui/labs/A.svelte', './B.svelte', []],
      ['src/ui/labs/A.svelte', '../common/trace/TraceTimeline.svelte', []],
      // #/start reaches another page only through its widgets front; no other page may
      ['src/ui/start/A.svelte', '../apis/widgets.ts', []],
      ['src/ui/start/A.svelte', '../apis/TokenChart.svelte', ['ui-folders']],
      ['src/ui/labs/A.svelte', '../apis/widgets.ts', ['ui-folders']],
      ['src/ui/common/A.svelte', '../labs/B.svelte', ['ui-folders']],
      ['src/ui/common/trace/A.svelte', '../../shell/App.svelte', ['ui-folders']],
      ['src/ui/common/A.svelte', '../../llm/device-choice.ts', []],
      ['src/ui/common/A.svelte', '../../sim-browser/start-simulators.ts', []],
      ['src/ui/common/A.svelte', '../../site-worker/site-worker-client.ts', []],
      ['src/ui/common/A.svelte', 'chart.js', []],
      ['src/ui/common/trace/a.test.ts', '../../../../tests/unit/sim/sim-fixture.ts', []],
      ['src/ui/shell/App.svelte', '../labs/LabPage.svelte', []],
      ['src/ui/shell/App.svelte', '../common/route.svelte.ts', []],
      // rule 4: the UI uses core through each area's index.ts (type-only imports too)
      ['src/ui/labs/a.ts', '../../core/labs/lab-registry.ts', ['ui-uses-core-fronts']],
      ['src/ui/common/a.ts', '../../core/x.ts', ['ui-uses-core-fronts']],
      ['src/ui/labs/a.ts', '../../core/labs/index.ts', []],
      ['src/ui/shell/a.ts', '../../core/sim/index.ts', []],
      // outside the named areas
      ['src/ui/common/a.ts', '../../main.ts', ['ui-folders']],
      ['src/core/x/a.ts', '../../ui/labs/index.ts', ['core-is-pure']],
    ];
    it.each(cases)('%s → %s breaks %j', (file, specifier, rules) => {
      expect(brokenRules(file, specifier)).toEqual(rules);
    });
  });

  describe('core-folders-acyclic fires on a cycle of src/core folders, and only on one (fake trees)', () => {
    const edge = (file: string, specifier: string): Edge => ({ file, specifier });
    it('lists both sides of two folders that import each other', () => {
      expect(coreCycleEdges([edge('src/core/a/x.ts', '../b/y.ts'), edge('src/core/b/y.ts', '../a/z.ts'), edge('src/core/a/x.ts', '../c/w.ts')])).toEqual([
        'src/core/a/x.ts → ../b/y.ts (src/core/a → src/core/b, 1 import that way)',
        'src/core/b/y.ts → ../a/z.ts (src/core/b → src/core/a, 1 import that way)',
      ]);
    });
    it('lists the way with the fewest imports first', () => {
      expect(coreCycleEdges([edge('src/core/a/x.ts', '../b/y.ts'), edge('src/core/a/v.ts', '../b/y.ts'), edge('src/core/b/y.ts', '../a/z.ts')])).toEqual([
        'src/core/b/y.ts → ../a/z.ts (src/core/b → src/core/a, 1 import that way)',
        'src/core/a/x.ts → ../b/y.ts (src/core/a → src/core/b, 2 imports that way)',
        'src/core/a/v.ts → ../b/y.ts (src/core/a → src/core/b, 2 imports that way)',
      ]);
    });
    it('lists every import of a longer loop, type-only and deep files alike', () => {
      expect(coreCycleEdges([edge('src/core/a/x.ts', '../b/y.ts'), edge('src/core/b/deep/y.ts', '../../c/w.ts'), edge('src/core/c/w.ts', '../a/index.ts')])).toHaveLength(3);
    });
    it('passes a tree whose folders point one way, imports inside a folder, and imports out of src/core', () => {
      expect(
        coreCycleEdges([
          edge('src/core/a/x.ts', '../b/y.ts'),
          edge('src/core/b/y.ts', '../c/w.ts'),
          edge('src/core/a/x.ts', '../c/w.ts'),
          edge('src/core/c/w.ts', './v.ts'),
          edge('src/core/c/w.ts', '../../../package.json'),
          edge('src/core/c/w.ts', 'zod'),
          edge('src/ui/p/A.svelte', '../../core/a/index.ts'),
        ]),
      ).toEqual([]);
    });
  });

  describe('imports are read from every form', () => {
    it('finds static, re-exported, dynamic, type and worker-URL imports', () => {
      const code = [
        "import a from './a.ts';",
        "import type { B } from './b.ts';",
        "import './c.css';",
        "export { d } from './d.ts';",
        "export * from './e.ts';",
        "const f = await import('./f.ts');",
        "type G = typeof import('./g.ts');",
        "new Worker(new URL('./h.worker.ts', import.meta.url));",
        "new URL('data/', document.baseURI);",
        "const s = 'import x from \"./not-an-import.ts\"';",
      ].join('\n');
      expect(importsOf(code, 'x.ts')).toEqual(['./a.ts', './b.ts', './c.css', './d.ts', './e.ts', './f.ts', './g.ts', './h.worker.ts']);
    });
    it('reads every <script> block of a Svelte file', () => {
      const text = `<script lang="ts" module>\n  import a from './a.ts';\n</script>\n<script lang="ts">\n  import type { B } from './b.ts';\n</script>\n<p>import c from './c.ts'</p>`;
      expect(importsOf(svelteScripts(text), 'X.svelte')).toEqual(['./a.ts', './b.ts']);
    });
  });

  describe('the real tree', () => {
    const edges = treeImports();
    it('has imports to check', () => {
      expect(edges.length).toBeGreaterThan(100);
    });
    for (const rule of RULES) {
      it(`keeps ${rule.id}`, () => {
        const offending = edges.filter((e) => brokenRules(e.file, e.specifier).includes(rule.id)).map((e) => `${e.file} → ${e.specifier}`);
        expect(offending, `${offending.length} import(s) break ${rule.id} (${rule.why})`).toEqual([]);
      });
    }
    it('keeps core-folders-acyclic', () => {
      const offending = coreCycleEdges(edges);
      expect(offending, `${offending.length} import(s) close a cycle of src/core folders (each folder is read knowing only what lies below it: the order is at the top of this file)`).toEqual([]);
    });
    it('has an index.ts, the front module, in every folder directly under src/core', () => {
      const core = join(ROOT, 'src/core');
      const areas = readdirSync(core).filter((name) => statSync(join(core, name)).isDirectory());
      const missing = areas.filter((area) => !readdirSync(join(core, area)).includes('index.ts')).map((area) => `src/core/${area}/index.ts`);
      expect(missing).toEqual([]);
    });
  });
});
