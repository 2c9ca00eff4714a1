// The UI's text tables as the tests read them: every object literal of the UI code with an `en` and an `es` member
// (a component's `text = { en: {…}, es: {…} }`, a `Bilingual` label, a core finding's explanation), parsed with the
// TypeScript compiler from every .svelte and .ts file under the given folders.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export const ROOT = join(import.meta.dirname, '../../..');

export function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(svelte|ts)$/.test(name) ? [path] : [];
  });
}

/** The TypeScript of a file: a component's script blocks, or the file itself. */
export function scripts(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  if (!path.endsWith('.svelte')) return [text];
  return [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
}

export const nameOf = (p: ts.ObjectLiteralElementLike): string | undefined =>
  p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;

export interface UiText {
  /** file:line */
  where: string;
  /** The literal text; a template's substitutions read as "…". */
  text: string;
}

/** Every literal text of one language's side of the text tables in `source`. */
export function textsIn(source: string, where: string, lang: 'en' | 'es'): UiText[] {
  const found: UiText[] = [];
  const file = ts.createSourceFile(where, source, ts.ScriptTarget.Latest, true);
  const at = (node: ts.Node) => `${where}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const collect = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) found.push({ where: at(node), text: node.text });
    else if (ts.isTemplateExpression(node)) found.push({ where: at(node), text: node.head.text + node.templateSpans.map((s) => `…${s.literal.text}`).join('') });
    ts.forEachChild(node, collect);
  };
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const side = node.properties.find((p) => nameOf(p) === lang);
      if (side && node.properties.some((p) => nameOf(p) === (lang === 'en' ? 'es' : 'en'))) {
        collect(side);
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** One language's texts in every text table under `folders`. */
export function uiTexts(folders: readonly string[], lang: 'en' | 'es'): UiText[] {
  return folders
    .flatMap((f) => files(join(ROOT, f)))
    .flatMap((path) => scripts(path).flatMap((s) => textsIn(s, relative(ROOT, path), lang)));
}
