// Every import of the repository's source files, read with TypeScript's own parser (so an import named in
// a comment or a string is no import, and `typeof import('./x')` is known to be a type). Shared by the
// direction check and the cycle check.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export interface Import {
  /** The importing file, relative to the root, with `/` separators. */
  file: string;
  specifier: string;
  /** The imported file relative to the root, when the specifier is relative and names a source file. */
  target: string | undefined;
  /** `import type`, `export type … from`, or a type query `typeof import('…')`: erased at build time. */
  typeOnly: boolean;
}

const SOURCE_FILE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
// dist/ and release/ (npm run release) are built output, not sources.
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', 'release']);
/** Files tsconfig.json leaves out on purpose (planted violations of fixtures). */
const SKIPPED_FILE = /\.planted\.ts$/;
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx', '/index.ts', '/index.tsx'];

export function* sourceFiles(dir: string): Generator<string> {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    if (SKIPPED_DIRECTORIES.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (SOURCE_FILE.test(name) && !SKIPPED_FILE.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

const toPosix = (path: string) => path.split(sep).join('/');

function resolveTarget(root: string, file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const bare = resolve(dirname(file), specifier.replace(/\?.*$/, ''));
  for (const extension of RESOLVED_EXTENSIONS) {
    const candidate = bare + extension;
    try {
      if (statSync(candidate).isFile() && SOURCE_FILE.test(candidate))
        return toPosix(relative(root, candidate));
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** The imports of one file: static, re-exports, dynamic `import()` with a literal, `require`, type queries. */
export function importsOf(root: string, file: string, text = readFileSync(file, 'utf8')): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, scriptKind(file));
  const found: Import[] = [];
  const add = (literal: ts.Expression | undefined, typeOnly: boolean) => {
    if (!literal || !ts.isStringLiteralLike(literal)) return;
    found.push({
      file: toPosix(relative(root, file)),
      specifier: literal.text,
      target: resolveTarget(root, file, literal.text),
      typeOnly,
    });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
    else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node.moduleReference.expression, node.isTypeOnly);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node.argument.literal as ts.Expression, true);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(callee) && callee.text === 'require';
      if (isImport || isRequire) add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (file.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.m?js$/.test(file)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** Every import of every source file under `root` (or under the given top-level folders of it). */
export function repositoryImports(root: string, tops?: readonly string[]): Import[] {
  const dirs = tops ? tops.map((top) => join(root, top)) : [root];
  const imports: Import[] = [];
  for (const dir of dirs) for (const file of sourceFiles(dir)) imports.push(...importsOf(root, file));
  return imports;
}
