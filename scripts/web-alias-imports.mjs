#!/usr/bin/env node
// Rewrites the web app's relative imports that climb out of the importing file's area to the `@/` alias
// (apps/web/src). An area is a folder under src/features/, or any other top folder of src/ (app, api, routes, ui).
// Imports inside one area stay relative. Safe to run again: it only touches `../` specifiers that leave the area.
// Usage: node scripts/web-alias-imports.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/web/src');

/** The area folder of a path relative to src: features/<area> or the top folder. */
const areaOf = (rel) => {
  const parts = rel.split('/');
  return parts[0] === 'features' ? parts.slice(0, 2).join('/') : parts.length > 1 ? parts[0] : '';
};

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.(ts|tsx)$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** Every module specifier literal of a file: static imports and exports, import() calls and import types. */
function specifiers(source) {
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

let changedFiles = 0;
let changedImports = 0;
for (const file of sourceFiles(SRC)) {
  const rel = relative(SRC, file).split('\\').join('/');
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edits = [];
  for (const literal of specifiers(source)) {
    const spec = literal.text;
    if (!spec.startsWith('../')) continue;
    const target = posix.normalize(posix.join(posix.dirname(rel), spec));
    if (target.startsWith('../')) continue; // leaves src: not the alias's business
    if (areaOf(rel) !== '' && (target === areaOf(rel) || target.startsWith(`${areaOf(rel)}/`))) continue;
    // Replace only the text between the quotes, so the quote style stays.
    edits.push({ start: literal.getStart(source) + 1, end: literal.getEnd() - 1, value: `@/${target}` });
  }
  if (edits.length === 0) continue;
  changedFiles += 1;
  changedImports += edits.length;
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.value + out.slice(e.end);
  writeFileSync(file, out);
}
console.log(`Rewrote ${changedImports} imports in ${changedFiles} files`);
