// Every UI string exists in both languages: each object literal of the UI code that holds an `en` or an `es`
// member (a component's `text = { en: {…}, es: {…} }`, a `Bilingual` label) must hold both, with the same keys all
// the way down, and no empty text. Read with the TypeScript parser from every .svelte and .ts file under src/ui,
// src/core and src/llm (labels, glossary-like tables, findings and the device report's reasons live there).
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { files, nameOf, ROOT, scripts } from './text-tables.ts';

const FOLDERS = ['src/ui', 'src/core', 'src/llm'];

function members(node: ts.ObjectLiteralExpression): Map<string, ts.Expression | undefined> {
  const out = new Map<string, ts.Expression | undefined>();
  for (const p of node.properties) {
    const name = nameOf(p);
    if (name !== undefined) out.set(name, ts.isPropertyAssignment(p) ? p.initializer : undefined);
  }
  return out;
}

/** Differences between the two languages' values, as paths. */
function compare(en: ts.Expression | undefined, es: ts.Expression | undefined, path: string): string[] {
  const strip = (e: ts.Expression | undefined): ts.Expression | undefined => (e && (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e)) ? strip(e.expression) : e);
  const a = strip(en);
  const b = strip(es);
  if (a && b && ts.isObjectLiteralExpression(a) && ts.isObjectLiteralExpression(b)) {
    const ma = members(a);
    const mb = members(b);
    const keys = new Set([...ma.keys(), ...mb.keys()]);
    return [...keys].flatMap((k) => {
      if (!ma.has(k)) return [`${path}.${k}: only in es`];
      if (!mb.has(k)) return [`${path}.${k}: only in en`];
      return compare(ma.get(k), mb.get(k), `${path}.${k}`);
    });
  }
  const empty = (e: ts.Expression | undefined) => e !== undefined && (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) && e.text.trim() === '';
  if (empty(a) !== empty(b)) return [`${path}: empty in ${empty(a) ? 'en' : 'es'}`];
  return [];
}

/** Every object literal of `source` with an `en` or an `es` member, checked; `where` names the file. */
function problemsIn(source: string, where: string): string[] {
  const found: string[] = [];
  const file = ts.createSourceFile(where, source, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const m = members(node);
      if (m.has('en') || m.has('es')) {
        const at = `${where}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        if (!m.has('en')) found.push(`${at}: no en`);
        else if (!m.has('es')) found.push(`${at}: no es`);
        else found.push(...compare(m.get('en'), m.get('es'), at));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('the UI in both languages', () => {
  it('every en has its es (and back), with the same keys, none empty in one language only', () => {
    const all = FOLDERS.flatMap((f) => files(join(ROOT, f))).flatMap((path) => scripts(path).flatMap((s) => problemsIn(s, relative(ROOT, path))));
    expect(all).toEqual([]);
  });

  it('notices a key, a language or a text missing', () => {
    expect(problemsIn("const text = { en: { a: 'A', b: { c: 'C' } }, es: { a: 'A', b: {} } };", 'x.ts')).toEqual(['x.ts:1.b.c: only in en']);
    expect(problemsIn("const label = { en: 'Run' };", 'y.ts')).toEqual(['y.ts:1: no es']);
    expect(problemsIn("const label = { en: 'Run', es: '' };", 'z.ts')).toEqual(['z.ts:1: empty in es']);
  });
});
