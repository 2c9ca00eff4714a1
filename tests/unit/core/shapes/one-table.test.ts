// The API shapes' table (src/core/shapes/shape-table.ts) is the only list of them in src/: no other file names two
// shapes' ids in one declaration (an array, a record, a switch, a chain of ifs), no file outside the table imports a
// shape's folder, and every shape folder is a line of the table. A new list fails here with its file and ids.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PROVIDER_IDS } from '../../../../src/core/shapes/provider-ids.ts';
import { API_SHAPES } from '../../../../src/core/shapes/shape-table.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const SHAPES = 'src/core/shapes';
/** What the two OpenAI shapes share (their errors, their real API's facts): not a shape of its own. */
const SHARED_FOLDERS = ['openai-common'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return /\.(ts|svelte)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

const SOURCES = filesUnder(join(ROOT, 'src')).map((path) => ({ file: relative(ROOT, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));

/** Whether `text` holds two ids at all: only such files are parsed (most name none). */
const namesTwo = (text: string, ids: readonly string[]) => ids.filter((id) => text.includes(id)).length >= 2;

/**
 * The shape ids each unit of `code` names in code (string literals and property names; comments do not count):
 * a unit is a top-level statement, so that a list in a function, a record or an array is one unit.
 */
function idsByStatement(code: string, ids: readonly string[]): string[][] {
  const source = ts.createSourceFile('x.ts', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return source.statements.map((statement) => {
    const named = new Set<string>();
    const visit = (node: ts.Node): void => {
      if ((ts.isStringLiteralLike(node) || (ts.isIdentifier(node) && isPropertyName(node))) && ids.includes(node.text)) named.add(node.text);
      ts.forEachChild(node, visit);
    };
    visit(statement);
    return [...named];
  });
}

function isPropertyName(node: ts.Identifier): boolean {
  const parent = node.parent;
  return (ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isPropertyAccessExpression(parent)) && parent.name === node;
}

/** A Svelte file as units: each <script> block's statements, and its markup as one unit. */
function units(file: string, text: string, ids: readonly string[]): string[][] {
  if (!file.endsWith('.svelte')) return idsByStatement(text, ids);
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
  const markup = text.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '');
  const inMarkup = ids.filter((id) => new RegExp(`['"\`]${id}['"\`]`).test(markup));
  return [...scripts.flatMap((m) => idsByStatement(m[1] ?? '', ids)), inMarkup];
}

/** `file`'s lists of shapes: every unit that names two or more ids. */
function listsIn(file: string, text: string, ids: readonly string[]): string[] {
  if (!namesTwo(text, ids)) return [];
  return units(file, text, ids)
    .filter((named) => named.length >= 2)
    .map((named) => `${file}: ${named.join(', ')}`);
}

describe('the API shapes are listed once, in the table', () => {
  it('finds a list however it is written, and not in comments or single choices', () => {
    const ids = ['alpha', 'beta'];
    expect(idsByStatement("const ALL = ['alpha', 'beta'];", ids)).toEqual([['alpha', 'beta']]);
    expect(idsByStatement("const NAMES: Record<Id, string> = { alpha: 'A', 'beta': 'B' };", ids)).toEqual([['alpha', 'beta']]);
    expect(idsByStatement("function f(x: string) {\n  if (x === 'alpha') return 1;\n  switch (x) { case 'beta': return 2; }\n}", ids)).toEqual([['alpha', 'beta']]);
    expect(idsByStatement("// alpha and beta\nconst DEFAULT = 'alpha';\nconst CHART = 'beta';", ids)).toEqual([['alpha'], ['beta']]);
    expect(idsByStatement('const alpha = 1; const beta = alpha;', ids)).toEqual([[], []]);
  });

  it('has no other list of the shapes in src/ (one id alone, a default or a lesson fact, is not a list)', () => {
    const ids = [...PROVIDER_IDS];
    const lists = SOURCES.filter((s) => !s.file.startsWith(`${SHAPES}/`)).flatMap((s) => listsIn(s.file, s.text, ids));
    expect(lists).toEqual([]);
  });

  it('keeps the shape folders behind the table: only shape-table.ts imports them', () => {
    const folders = readdirSync(join(ROOT, SHAPES)).filter((name) => statSync(join(ROOT, SHAPES, name)).isDirectory());
    const intoFolder = (file: string, specifier: string): string | undefined => {
      if (!specifier.startsWith('.')) return undefined;
      const target = join(dirname(file), specifier).split('\\').join('/');
      return folders.find((folder) => target.startsWith(`${SHAPES}/${folder}/`));
    };
    const offending = SOURCES.flatMap(({ file, text }) =>
      [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)]
        .map((m) => ({ specifier: m[1] ?? '', folder: intoFolder(file, m[1] ?? '') }))
        .filter(({ folder }) => folder !== undefined)
        // The table reads each folder; a folder reads itself and what the OpenAI shapes share.
        .filter(({ folder }) => file !== `${SHAPES}/shape-table.ts` && !file.startsWith(`${SHAPES}/${folder}/`) && !(SHARED_FOLDERS.includes(folder ?? '') && file.startsWith(`${SHAPES}/`)))
        .map(({ specifier }) => `${file} → ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('has one folder per shape, its entry in <folder>-shape.ts, each a line of the table', async () => {
    const folders = readdirSync(join(ROOT, SHAPES)).filter((name) => statSync(join(ROOT, SHAPES, name)).isDirectory() && !SHARED_FOLDERS.includes(name));
    const entries = await Promise.all(
      folders.map(async (folder) => {
        const module = (await import(`../../../../src/core/shapes/${folder}/${folder}-shape.ts`)) as Record<string, unknown>;
        return { folder, shapes: Object.values(module) };
      }),
    );
    expect(entries.map((e) => ({ folder: e.folder, inTable: e.shapes.filter((s) => (API_SHAPES as readonly unknown[]).includes(s)).length }))).toEqual(
      folders.map((folder) => ({ folder, inTable: 1 })),
    );
    expect(entries.flatMap((e) => e.shapes).filter((s) => (API_SHAPES as readonly unknown[]).includes(s))).toHaveLength(API_SHAPES.length);
  });
});
